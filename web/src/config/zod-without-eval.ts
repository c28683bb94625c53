/**
 * The app's Content-Security-Policy (firebase.json) has no 'unsafe-eval', so zod must parse
 * without compiling code. `jitless` also skips zod's probe of whether it may (a caught
 * `new Function`, which the browser still reports as a CSP violation). Imported first by
 * main.tsx, before any schema parses.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod)
 * and adopts an object already there, so setting it needs no import of zod: the entry
 * chunk, which every page loads, carries none of it (zod-without-eval.test.ts checks that
 * zod still reads it).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

// Changed in place, not replaced: a zod loaded earlier holds on to the object it found.
((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;

export {};
