// Loaded before the app (index.html). Zod compiles object parsers with `new Function`
// when it may, and its probe alone is reported as a violation of the portal's
// Content-Security-Policy (no 'unsafe-eval'), so the browser app parses without it.
// Zod reads this global when it loads, before any schema is built.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
