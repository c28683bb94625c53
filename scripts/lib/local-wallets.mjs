// Wallet passes on the local stack (`npm start`, `npm run dev`): test credentials, so the
// ticket page shows its wallet buttons and the routes answer as in production. Apple's pass
// is signed by a self-signed stand-in for Apple's WWDR certificate (an iPhone will not add
// it: only a real Pass Type ID certificate makes a pass Wallet takes), Google's save link by
// a local RSA key (Google refuses it). Made once per data folder and kept there, so passes
// keep one signer across restarts; a wallet the shell configured itself is left alone.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './local-stack.mjs';

const require = createRequire(import.meta.url);

/** The functions' APPLE_WALLET_* and GOOGLE_WALLET_* variables for the local stack. */
export function localWalletEnv(dataDir, shellEnv = process.env) {
  const file = path.join(dataDir, 'wallet-test-credentials.json');
  if (!existsSync(file)) {
    // functions/lib/tools.js: built by `npm start` and `npm run dev` before the emulators start.
    const tools = require(path.join(repoRoot, 'functions', 'lib', 'tools.js'));
    const credentials = {
      apple: tools.appleWalletTestCredentials(),
      google: tools.googleWalletTestCredentials(),
    };
    // The public key is a KeyObject, which JSON cannot keep, and nothing local needs it.
    delete credentials.google.publicKey;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  }
  const { apple, google } = JSON.parse(readFileSync(file, 'utf8'));
  const configured = (prefix) => Object.keys(shellEnv).some((name) => name.startsWith(prefix));
  return {
    ...(configured('APPLE_WALLET_')
      ? {}
      : {
          APPLE_WALLET_PASS_TYPE_ID: apple.passTypeIdentifier,
          APPLE_WALLET_TEAM_ID: apple.teamIdentifier,
          APPLE_WALLET_CERT_PEM: apple.signerCertPem,
          APPLE_WALLET_KEY_PEM: apple.signerKeyPem,
          APPLE_WALLET_WWDR_PEM: apple.wwdrPem,
        }),
    ...(configured('GOOGLE_WALLET_')
      ? {}
      : {
          GOOGLE_WALLET_ISSUER_ID: google.issuerId,
          GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: google.serviceAccountEmail,
          GOOGLE_WALLET_PRIVATE_KEY: google.privateKeyPem,
        }),
  };
}
