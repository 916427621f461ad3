'use strict';
// A preload (`node --require`) that makes this process, and every Node process it starts, see a
// machine with no Chromium or Chrome installed: stat, access and exists calls on a browser
// executable outside node_modules fail as for a missing file. Used by
// scripts/configs-without-browser.test.ts, which must fail on a machine that has a browser if a
// config goes looking for one. (PATH and PLAYWRIGHT_BROWSERS_PATH are set by the test itself.)
const fs = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');

const BROWSER =
  /(^|\/)(chromium|chrome|google-chrome|chromium-browser|chromium-headless-shell|headless_shell)[^/]*$/;
const hidden = (path) => {
  const text = path instanceof URL ? path.pathname : String(path);
  return !text.includes('node_modules') && BROWSER.test(text);
};
const missing = (path) =>
  Object.assign(new Error(`ENOENT: no such file or directory, '${path}'`), {
    code: 'ENOENT',
    path: String(path),
  });

for (const name of ['statSync', 'lstatSync', 'accessSync', 'realpathSync']) {
  const original = fs[name];
  fs[name] = function (path, ...rest) {
    if (hidden(path)) {
      if (rest[0]?.throwIfNoEntry === false) return undefined;
      throw missing(path);
    }
    return original.call(this, path, ...rest);
  };
}
const existsSync = fs.existsSync;
fs.existsSync = (path) => !hidden(path) && existsSync(path);
for (const name of ['stat', 'lstat', 'access']) {
  const original = fs.promises[name];
  fs.promises[name] = (path, ...rest) =>
    hidden(path) ? Promise.reject(missing(path)) : original(path, ...rest);
}
// ES modules that import node:fs see the same functions.
syncBuiltinESMExports();
