import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_EXPOSED_HEADERS,
  CORS_MAX_AGE_SECONDS,
} from '@/lib/wire/cors';

const list = (names: readonly string[]) =>
  names.map((name, i) => (
    <span key={name}>
      {i > 0 ? ', ' : null}
      <code>{name}</code>
    </span>
  ));

/**
 * `<CorsHeaders />`: the CORS settings of this project's mock server, read from lib/wire/cors.ts (the
 * one place the code keeps them), so the table cannot disagree with what the server sends.
 */
export function CorsHeaders() {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard
    <div className="table-scroll" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th>Response header</th>
            <th>The mock server sends</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>Access-Control-Allow-Origin</code>
            </td>
            <td>The request&apos;s own origin, once it has passed the allow-list; never a wildcard</td>
          </tr>
          <tr>
            <td>
              <code>Access-Control-Allow-Methods</code>
            </td>
            <td>{list(CORS_ALLOWED_METHODS)}</td>
          </tr>
          <tr>
            <td>
              <code>Access-Control-Allow-Headers</code>
            </td>
            <td>
              The names in the preflight&apos;s <code>Access-Control-Request-Headers</code>, echoed; when it
              names none: {list(CORS_ALLOWED_HEADERS)}
            </td>
          </tr>
          <tr>
            <td>
              <code>Access-Control-Expose-Headers</code>
            </td>
            <td>{list(CORS_EXPOSED_HEADERS)} (on every cross-origin response)</td>
          </tr>
          <tr>
            <td>
              <code>Access-Control-Max-Age</code>
            </td>
            <td>
              <code>{CORS_MAX_AGE_SECONDS}</code> seconds
            </td>
          </tr>
          <tr>
            <td>
              <code>Vary</code>
            </td>
            <td>
              <code>Origin</code>, plus <code>Access-Control-Request-Headers</code> on preflights
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
