/**
 * What signs wallet passes (issue 23). Each is set only when the platform configured it
 * whole (see config/runtime-config.ts); without it that wallet's button is hidden and its
 * route is a 404.
 */

/** The platform's Apple Pass Type ID certificate, with Apple's WWDR intermediate. */
export type AppleWalletCredentials = {
  /** e.g. `pass.com.example.tickets`: the identifier the certificate was issued for. */
  passTypeIdentifier: string;
  /** The Apple Developer team that owns the Pass Type ID. */
  teamIdentifier: string;
  /** Shown by Wallet as who issued the pass. */
  organizationName: string;
  /** PEM of the Pass Type ID certificate. */
  signerCertPem: string;
  /** PEM of its private key, encrypted or not. */
  signerKeyPem: string;
  /** For an encrypted key. */
  signerKeyPassphrase?: string;
  /** PEM of Apple's Worldwide Developer Relations intermediate (G4) that issued it. */
  wwdrPem: string;
};

/** A Google Wallet issuer and the service account allowed to write its passes. */
export type GoogleWalletCredentials = {
  /** The issuer account's number, from the Google Pay & Wallet console. */
  issuerId: string;
  /** Shown by Google Wallet as who issued the pass. */
  issuerName: string;
  serviceAccountEmail: string;
  /** PEM (PKCS#8) of the service account's RSA key: it signs the save links' JWT (RS256). */
  privateKeyPem: string;
};
