// The functions' tests that replace a module with `vi.mock`. The others share a module graph
// per worker (vitest.config.ts), where a mock would leak into the files after it or miss a
// module already loaded: these keep one of their own, and ESLint (eslint.config.mjs) refuses
// `vi.mock` anywhere else.
export const moduleMockingTests = [
  'functions/src/http/errors.test.ts',
  'functions/src/http/paystack-webhook-app.test.ts',
];
