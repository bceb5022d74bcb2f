// Preloaded (`node --import`) into a server under test: appends the URL of
// every module the process loads, one a line, to MODULE_LOADS_FILE.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.MODULE_LOADS_FILE;
if (!file) throw new Error('MODULE_LOADS_FILE is not set');
registerHooks({
  load(url, context, nextLoad) {
    appendFileSync(file, `${url}\n`);
    return nextLoad(url, context);
  },
});
