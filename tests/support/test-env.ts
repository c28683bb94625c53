/** Where the stack under test runs; scripts/lib/test-stack.mjs sets these for `emulators:exec`. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through \`npm test\``);
  return value;
}

export const testEnv = {
  hostingUrl: required('TEST_HOSTING_URL'),
  /** The functions emulator's base URL (`{functionsUrl}/api/...`), without Hosting in front. */
  functionsUrl: required('TEST_FUNCTIONS_URL'),
  authEmulatorHost: required('FIREBASE_AUTH_EMULATOR_HOST'),
  projectId: required('GCLOUD_PROJECT'),
  dataDir: required('EMBEDDED_DATA_DIR'),
  backend: required('BACKEND') as 'embedded' | 'firebase',
  /** The project's fake Paystack, which the stack's functions use as Paystack. */
  paystackUrl: required('FAKE_PAYSTACK_URL'),
  paystackSecret: required('PAYSTACK_SECRET_KEY'),
};
