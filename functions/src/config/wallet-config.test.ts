import { describe, expect, it } from 'vitest';
import {
  appleWalletTestCredentials,
  googleWalletTestCredentials,
} from '../test-support/wallet-test-credentials';
import { readRuntimeConfig, walletSecretNames } from './runtime-config';

const apple = appleWalletTestCredentials();
const google = googleWalletTestCredentials();
const appleEnv = {
  APPLE_WALLET_PASS_TYPE_ID: apple.passTypeIdentifier,
  APPLE_WALLET_TEAM_ID: apple.teamIdentifier,
  APPLE_WALLET_CERT_PEM: apple.signerCertPem,
  APPLE_WALLET_KEY_PEM: apple.signerKeyPem,
  APPLE_WALLET_WWDR_PEM: apple.wwdrPem,
};
const googleEnv = {
  GOOGLE_WALLET_ISSUER_ID: google.issuerId,
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: google.serviceAccountEmail,
  GOOGLE_WALLET_PRIVATE_KEY: google.privateKeyPem,
};
/** A PEM as a one-line `.env` value (or a service account's JSON key file) writes it. */
const oneLine = (pem: string) => pem.trim().replace(/\r?\n/g, '\\n');
/** A PEM as the configuration keeps it: LF line ends, no trailing line break. */
const lf = (pem: string) => pem.replace(/\r\n/g, '\n').trim();

describe('readRuntimeConfig: wallet passes', () => {
  it('signs no passes unless configured, and mounts no secret for them', () => {
    expect(readRuntimeConfig({})).toMatchObject({
      appleWallet: undefined,
      googleWallet: undefined,
    });
    expect(walletSecretNames({})).toEqual([]);
  });

  it('reads the Apple Pass Type ID certificate whole, PEMs written on one line too', () => {
    const config = readRuntimeConfig({
      ...appleEnv,
      APPLE_WALLET_KEY_PEM: oneLine(apple.signerKeyPem),
      APPLE_WALLET_KEY_PASSPHRASE: 'secret words',
      WALLET_ISSUER_NAME: 'Paradise Tickets',
    });
    expect(config.appleWallet).toEqual({
      passTypeIdentifier: apple.passTypeIdentifier,
      teamIdentifier: apple.teamIdentifier,
      organizationName: 'Paradise Tickets',
      signerCertPem: lf(apple.signerCertPem),
      signerKeyPem: lf(apple.signerKeyPem),
      signerKeyPassphrase: 'secret words',
      wwdrPem: lf(apple.wwdrPem),
    });
  });

  it('reads the Google Wallet issuer and its service account key', () => {
    expect(
      readRuntimeConfig({ ...googleEnv, GOOGLE_WALLET_PRIVATE_KEY: oneLine(google.privateKeyPem) })
        .googleWallet,
    ).toEqual({
      issuerId: google.issuerId,
      issuerName: 'Ticketing Paradise',
      serviceAccountEmail: google.serviceAccountEmail,
      privateKeyPem: lf(google.privateKeyPem),
    });
  });

  it('refuses half a configuration, naming what is missing', () => {
    const withoutWwdr = { ...appleEnv, APPLE_WALLET_WWDR_PEM: undefined };
    expect(() => readRuntimeConfig(withoutWwdr)).toThrow(/Set APPLE_WALLET_WWDR_PEM too/);
    expect(() => readRuntimeConfig({ GOOGLE_WALLET_ISSUER_ID: google.issuerId })).toThrow(
      /Set GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL too/,
    );
  });

  it('leaves a wallet off, not broken, while its key is not there (the deploy reading the code)', () => {
    const config = readRuntimeConfig({
      ...appleEnv,
      APPLE_WALLET_KEY_PEM: undefined,
      ...googleEnv,
      GOOGLE_WALLET_PRIVATE_KEY: undefined,
    });
    expect(config.appleWallet).toBeUndefined();
    expect(config.googleWallet).toBeUndefined();
  });

  it('refuses values that cannot be right', () => {
    expect(() => readRuntimeConfig({ ...appleEnv, APPLE_WALLET_PASS_TYPE_ID: 'tickets' })).toThrow(
      /starts with pass\./,
    );
    expect(() => readRuntimeConfig({ ...appleEnv, APPLE_WALLET_KEY_PEM: 'not a key' })).toThrow(
      /Not a PEM/,
    );
    expect(() => readRuntimeConfig({ ...googleEnv, GOOGLE_WALLET_ISSUER_ID: 'abc' })).toThrow(
      /issuer ID is a number/,
    );
  });

  it('mounts each wallet’s key from Secret Manager only where that wallet is configured', () => {
    expect(walletSecretNames({ APPLE_WALLET_PASS_TYPE_ID: 'pass.com.example.tickets' })).toEqual([
      'APPLE_WALLET_KEY_PEM',
    ]);
    expect(walletSecretNames({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toEqual([
      'GOOGLE_WALLET_PRIVATE_KEY',
    ]);
  });
});
