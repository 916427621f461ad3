// Runs the provider stand-in (lib/model/testing/stand-in/) by itself on 127.0.0.1, to try the
// playground's model panel or `mcp-tool-lab eval` without a real provider or key:
//
//   node --import tsx scripts/provider-stand-in.ts [--port 0] [--allow-origin http://localhost:3000]
//
// It prints one JSON line: the base URL to give each provider, and the key it accepts. The model
// name picks the behaviour: "stand-in" answers with the deterministic policy, "stand-in-429",
// "stand-in-huge-answer" and the rest of STAND_IN_MODELS misbehave on purpose. Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { STAND_IN_KEY } from '../lib/model/testing/stand-in/provider-stand-in';
import { STAND_IN_MODELS } from '../lib/model/testing/stand-in/stand-in-modes';
import { startProviderStandIn } from '../lib/node/testing/start-provider-stand-in';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, 'allow-origin': { type: 'string', multiple: true } },
});
const origins = values['allow-origin'];
const standIn = await startProviderStandIn({
  port: Number(values.port),
  ...(origins && origins.length > 0 ? { allowOrigins: origins } : {}),
});
process.stdout.write(
  `${JSON.stringify({ baseUrls: standIn.baseUrls, apiKey: STAND_IN_KEY, models: Object.values(STAND_IN_MODELS) })}\n`,
);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
