# syntax=docker/dockerfile:1
# MCP Tool Lab as a container: the Next.js standalone server (site + /api/mcp) on Node 20.
#   docker build -t mcp-tool-lab .
#   docker run -p 3000:3000 -e MCP_TOOL_LAB_STATE_SECRET=… mcp-tool-lab
# Every environment variable is described on the docs page "Host it yourself".

ARG NODE_IMAGE=node:20.20-bookworm-slim

# 1. Dependencies, from the lockfile only, so this layer is reused until package*.json change.
#    --ignore-scripts: no dependency needs an install script, and the project's own `prepare`
#    (the CLI bundle) needs sources this stage does not have and the site does not use.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund --loglevel=error

# 2. The production build. output: 'standalone' puts a minimal server and the node_modules it
#    traced into .next/standalone; the static assets and public/ are not part of it (they are
#    meant for a CDN) and are copied next to it below.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

# 3. The runtime: no sources, no build tools, no dev dependencies; runs as the image's unprivileged `node`.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/scripts/healthcheck.mjs ./healthcheck.mjs
USER node
EXPOSE 3000
# /api/mcp answers server/discover (checks the route and, with REDIS_URL, its store).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD ["node", "healthcheck.mjs"]
# SIGTERM from `docker stop` reaches Node directly (exec form, no shell in between).
CMD ["node", "server.js"]
