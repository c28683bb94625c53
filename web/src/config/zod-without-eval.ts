import { config } from 'zod/v4/core';

/**
 * The app's Content-Security-Policy (firebase.json) has no 'unsafe-eval', so zod must parse
 * without compiling code. `jitless` also skips zod's probe of whether it may (a caught
 * `new Function`, which the browser still reports as a CSP violation). Imported first by
 * main.tsx, before any schema parses.
 */
config({ jitless: true });
