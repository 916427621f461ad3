// Imported first by every module of the pages that builds zod schemas (the collections engine, the
// model core, lib/eval). zod 4 decides, when it builds its first object schema, whether it may
// compile parsers with `new Function`; under the pages' Content-Security-Policy (no 'unsafe-eval',
// decision 0005) that probe fails, as zod expects, but Chromium reports it as a `script-src eval`
// violation. In no-eval ("jitless") mode zod skips the probe and parses the same, without compiling.
import { z } from 'zod';

z.config({ jitless: true });
