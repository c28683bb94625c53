import { z } from 'zod';
import type {
  AppleWalletCredentials,
  GoogleWalletCredentials,
} from '../app/common/wallet-credentials';

/**
 * A PEM from the environment: a one-line `.env` value may write its line breaks as `\n`,
 * as a service account's JSON key file does, and some tools end lines with CRLF.
 */
const pem = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').replace(/\r\n/g, '\n').trim())
  .pipe(
    z
      .string()
      .regex(/^-----BEGIN [A-Z0-9 ]+-----\n[\s\S]+\n-----END [A-Z0-9 ]+-----$/, 'Not a PEM'),
  );

/** The wallet passes' settings (APPLE_WALLET_*, GOOGLE_WALLET_*), part of the runtime config. */
export const walletEnv = {
  /** The name wallet passes show as their issuer (Apple's organizationName, Google's issuerName). */
  WALLET_ISSUER_NAME: z.string().min(1).max(100).default('Ticketing Paradise'),
  /**
   * Apple Wallet: the Pass Type ID (`pass.com.example.tickets`), its team, its certificate and
   * Apple's WWDR intermediate, all or none (see `appleWalletOf`); the key is a secret.
   */
  APPLE_WALLET_PASS_TYPE_ID: z
    .string()
    .regex(
      /^pass\.[A-Za-z0-9.-]+$/,
      'A Pass Type ID starts with pass., e.g. pass.com.example.tickets',
    )
    .optional(),
  APPLE_WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'An Apple team ID is 10 capital letters and digits')
    .optional(),
  APPLE_WALLET_CERT_PEM: pem.optional(),
  /** A secret in production (`firebase functions:secrets:set APPLE_WALLET_KEY_PEM`). */
  APPLE_WALLET_KEY_PEM: pem.optional(),
  APPLE_WALLET_KEY_PASSPHRASE: z.string().min(1).optional(),
  APPLE_WALLET_WWDR_PEM: pem.optional(),
  /** Google Wallet: the issuer's id and the service account that signs save links. */
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^[0-9]{6,25}$/, 'A Google Wallet issuer ID is a number')
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.email().optional(),
  /** A secret in production (`firebase functions:secrets:set GOOGLE_WALLET_PRIVATE_KEY`). */
  GOOGLE_WALLET_PRIVATE_KEY: pem.optional(),
};

type ParsedEnv = z.infer<z.ZodObject<typeof walletEnv>>;

/**
 * Settings that work only together: none of them is "not configured"; some but not all is a
 * mistake said at start-up (and at deploy), not a wallet button that fails when pressed.
 */
function allOrNone<Name extends keyof ParsedEnv>(
  parsed: ParsedEnv,
  names: readonly Name[],
): { [Key in Name]: NonNullable<ParsedEnv[Key]> } | undefined {
  const missing = names.filter((name) => parsed[name] === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new Error(`Set ${missing.join(', ')} too, or none of ${names.join(', ')}`);
  }
  return Object.fromEntries(names.map((name) => [name, parsed[name]])) as {
    [Key in Name]: NonNullable<ParsedEnv[Key]>;
  };
}

/*
 * A wallet is configured by its plain settings (functions/.env), all or none; its key is a
 * secret, which Cloud Functions mounts when the function runs but not while the deploy reads
 * the code. So a configured wallet without its key is off (hidden, never broken), not an
 * error: in production the deploy itself fails when the declared secret does not exist.
 */

export function appleWalletOf(parsed: ParsedEnv): AppleWalletCredentials | undefined {
  const set = allOrNone(parsed, [
    'APPLE_WALLET_PASS_TYPE_ID',
    'APPLE_WALLET_TEAM_ID',
    'APPLE_WALLET_CERT_PEM',
    'APPLE_WALLET_WWDR_PEM',
  ]);
  if (!set || !parsed.APPLE_WALLET_KEY_PEM) return undefined;
  return {
    passTypeIdentifier: set.APPLE_WALLET_PASS_TYPE_ID,
    teamIdentifier: set.APPLE_WALLET_TEAM_ID,
    organizationName: parsed.WALLET_ISSUER_NAME,
    signerCertPem: set.APPLE_WALLET_CERT_PEM,
    signerKeyPem: parsed.APPLE_WALLET_KEY_PEM,
    ...(parsed.APPLE_WALLET_KEY_PASSPHRASE
      ? { signerKeyPassphrase: parsed.APPLE_WALLET_KEY_PASSPHRASE }
      : {}),
    wwdrPem: set.APPLE_WALLET_WWDR_PEM,
  };
}

export function googleWalletOf(parsed: ParsedEnv): GoogleWalletCredentials | undefined {
  const set = allOrNone(parsed, ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL']);
  if (!set || !parsed.GOOGLE_WALLET_PRIVATE_KEY) return undefined;
  return {
    issuerId: set.GOOGLE_WALLET_ISSUER_ID,
    issuerName: parsed.WALLET_ISSUER_NAME,
    serviceAccountEmail: set.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    privateKeyPem: parsed.GOOGLE_WALLET_PRIVATE_KEY,
  };
}

/**
 * The wallet keys production keeps in Secret Manager, mounted only where that wallet is
 * configured: its identifiers are plain settings in functions/.env, which the deploy reads,
 * and a secret declared but never created would fail every deploy.
 */
export function walletSecretNames(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    ...(env.APPLE_WALLET_PASS_TYPE_ID ? ['APPLE_WALLET_KEY_PEM'] : []),
    ...(env.GOOGLE_WALLET_ISSUER_ID ? ['GOOGLE_WALLET_PRIVATE_KEY'] : []),
  ];
}
