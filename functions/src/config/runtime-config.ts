import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FeeSchedule } from '../domain/fees';
import type { PayoutPolicy } from '../domain/payout-readiness';
import type { RateLimitRule } from '../domain/rate-limit-window';
import { backends } from '../contract/health';
import type { WebhookReach } from '../domain/webhook-addresses';
import type {
  AppleWalletCredentials,
  GoogleWalletCredentials,
} from '../app/common/wallet-credentials';
import { appleWalletOf, googleWalletOf, walletEnv } from './wallet-env';
import type { IssuerDetails } from '../contract/legal-details';
import { platformIssuerEnv, platformIssuerOf } from './platform-issuer-env';
export { walletSecretNames } from './wallet-env';

/** An origin as browsers send it in `Origin`: scheme, host and port only. */
const originPattern = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/i;

/** A percentage with at most two decimals, as basis points: "2.5" is 250. */
const percent = z
  .string()
  .regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, 'Write a percentage such as 5 or 2.5, without the % sign')
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().max(10_000, 'A percentage is at most 100'));

/**
 * Everything the functions read from the environment, parsed once. The Functions emulator
 * passes the parent process's environment through, so `npm start` and the tests set these
 * on the command line; in production they come from functions/.env or the console.
 */
const runtimeEnv = z.object({
  ...walletEnv,
  ...platformIssuerEnv,
  BACKEND: z.enum(backends).default('embedded'),
  EMBEDDED_DATA_DIR: z.string().min(1).optional(),
  GCLOUD_PROJECT: z.string().min(1).default('demo-paradise'),
  STORAGE_BUCKET: z.string().min(1).optional(),
  /** Where the daily Firestore export goes (`firestoreBackup`): a bucket name or gs:// URL. */
  BACKUP_BUCKET: z.string().min(1).optional(),
  /** Set by Cloud Functions (and its emulator): JSON, or a path to a JSON file. */
  FIREBASE_CONFIG: z.string().min(1).optional(),
  /**
   * With BACKEND=firebase, keep blobs in this folder instead of Cloud Storage: the local
   * Firestore mode, since the Storage emulator cannot run without a download.
   */
  LOCAL_BLOB_DIR: z.string().min(1).optional(),
  /** Where people open the web app; used in links inside emails. */
  PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:5000'),
  /** Paystack's API; the local stack points it at the project's fake Paystack. */
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  /** A secret in production (`firebase functions:secrets:set PAYSTACK_SECRET_KEY`). */
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  /**
   * The keys that seal events' signing keys, `KEY_ID:base64,...`, the current one first: a
   * secret in production (app/tickets/key-envelope.ts checks it where keys are used).
   */
  TICKET_KEY_WRAPPING_KEYS: z.string().optional(),
  /** What the Paystack account can charge, comma-separated (Paystack takes no EUR). */
  PAYMENT_CURRENCIES: z.string().min(1).default('ZAR,USD'),
  /** The platform's fee on each paid ticket: a percentage of its price (two decimals at most). */
  PLATFORM_FEE_PERCENT: percent.prefault('5'),
  /** Plus a flat amount per ticket in each currency's minor units: `ZAR:250,USD:50`. */
  PLATFORM_FEE_FLAT: z
    .string()
    .regex(
      /^([A-Z]{3}:[0-9]+(,[A-Z]{3}:[0-9]+)*)?$/,
      'Write it as CURRENCY:minor units, comma-separated, e.g. ZAR:250,USD:50',
    )
    .default('ZAR:250,USD:50,EUR:50'),
  /** VAT the platform charges on its fee, as a percentage (0: none). */
  PLATFORM_FEE_VAT_PERCENT: percent.prefault('15'),
  /** Hours after an event ends before its balance can be paid out (refunds stay possible). */
  PAYOUT_DELAY_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(72),
  /** Hours a new or changed payout account waits before money goes to it. */
  PAYOUT_ACCOUNT_HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(48),
  /** Hours an approved change may move an event's start before buyers are offered a refund. */
  EVENT_MOVE_REFUND_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(2),
  /** Days after an event ends before its attendee answers and holders' names are removed. */
  ATTENDEE_DATA_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10 * 365)
    .default(365),
  /** Questionnaire submissions per client: `{count}/{seconds}`, e.g. 5 an hour. */
  QUESTIONNAIRE_RATE_LIMIT: z
    .string()
    .regex(/^[1-9][0-9]*\/[1-9][0-9]*$/, 'Write it as {submissions}/{seconds}, e.g. 5/3600')
    .default('5/3600'),
  /** How many proxies in front of the functions append to X-Forwarded-For (see api-app.ts). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /**
   * Purchase attempts (queued holds) per buyer session: `{count}/{seconds}`. A second press of
   * the same attempt and a sold-out answer are not counted.
   */
  PURCHASE_RATE_LIMIT: z
    .string()
    .regex(/^[1-9][0-9]*\/[1-9][0-9]*$/, 'Write it as {purchases}/{seconds}, e.g. 20/600')
    .default('20/600'),
  /** Image uploads per signed-in account: `{count}/{seconds}`, e.g. 30 in 10 minutes. */
  UPLOAD_RATE_LIMIT: z
    .string()
    .regex(/^[1-9][0-9]*\/[1-9][0-9]*$/, 'Write it as {uploads}/{seconds}, e.g. 30/600')
    .default('30/600'),
  /**
   * Origins other than the app's own that may call the functions from a browser (CORS),
   * comma-separated, e.g. `https://admin.example.com`. Empty (the default): none, since the
   * web app calls the API on its own origin through Hosting's rewrites.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(originPattern, 'Write each as scheme://host[:port], no path'))),
});

/** The variables the runtime configuration reads: the preflight checks each is documented. */
export const runtimeEnvNames: readonly string[] = Object.keys(runtimeEnv.shape);

export type RuntimeConfig = {
  backend: z.infer<typeof runtimeEnv>['BACKEND'];
  projectId: string;
  embeddedDataDir: string;
  /** STORAGE_BUCKET, else the project's default bucket from FIREBASE_CONFIG. */
  storageBucket: string | undefined;
  localBlobDir: string | undefined;
  /** BACKUP_BUCKET: the Cloud Storage bucket of the daily Firestore export. */
  backupBucket: string | undefined;
  publicBaseUrl: string;
  paystack: { baseUrl: string; secretKey: string | undefined };
  /** TICKET_KEY_WRAPPING_KEYS, unparsed: read where event signing keys are sealed or opened. */
  ticketKeyWrappingKeys: string | undefined;
  paymentCurrencies: string[];
  platformFee: FeeSchedule;
  payoutPolicy: PayoutPolicy;
  refundAfterMovedHours: number;
  attendeeDataRetentionDays: number;
  questionnaireRateLimit: RateLimitRule;
  trustProxyHops: number;
  uploadRateLimit: RateLimitRule;
  purchaseRateLimit: RateLimitRule;
  /** ALLOWED_ORIGINS: cross-origin callers allowed by CORS; empty means same-origin only. */
  allowedOrigins: string[];
  /** APPLE_WALLET_*: undefined when not configured (the button is hidden). */
  appleWallet: AppleWalletCredentials | undefined;
  /** GOOGLE_WALLET_*: undefined when not configured. */
  googleWallet: GoogleWalletCredentials | undefined;
  /**
   * Where webhooks may go: `local` (http, and any address, for a receiver on the developer's
   * machine) on the embedded backend and in the Functions emulator, `public` everywhere else.
   */
  webhookReach: WebhookReach;
  /** PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_VAT_NUMBER: the issuer of its documents. */
  platformIssuer: IssuerDetails;
};

const hourMs = 60 * 60 * 1000;

/** functions/lib/index.js lives two levels below the repository root. */
const defaultEmbeddedDataDir = path.resolve(__dirname, '..', '..', 'emulator-data');

const firebaseConfigShape = z.object({ storageBucket: z.string().min(1).optional() });

/** The default bucket Cloud Functions announces in FIREBASE_CONFIG, as firebase-admin reads it. */
function defaultBucketOf(firebaseConfig: string | undefined): string | undefined {
  if (!firebaseConfig) return undefined;
  const text = firebaseConfig.trimStart().startsWith('{')
    ? firebaseConfig
    : readFileSync(firebaseConfig, 'utf8');
  return firebaseConfigShape.parse(JSON.parse(text)).storageBucket;
}

export function readRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const parsed = runtimeEnv.parse(env);
  const isLocal = parsed.BACKEND === 'embedded' || env.FUNCTIONS_EMULATOR === 'true';
  return {
    backend: parsed.BACKEND,
    projectId: parsed.GCLOUD_PROJECT,
    embeddedDataDir: path.resolve(parsed.EMBEDDED_DATA_DIR ?? defaultEmbeddedDataDir),
    storageBucket: parsed.STORAGE_BUCKET ?? defaultBucketOf(parsed.FIREBASE_CONFIG),
    localBlobDir: parsed.LOCAL_BLOB_DIR ? path.resolve(parsed.LOCAL_BLOB_DIR) : undefined,
    backupBucket: parsed.BACKUP_BUCKET,
    publicBaseUrl: parsed.PUBLIC_BASE_URL.replace(/\/$/, ''),
    paystack: { baseUrl: parsed.PAYSTACK_BASE_URL, secretKey: parsed.PAYSTACK_SECRET_KEY },
    ticketKeyWrappingKeys: parsed.TICKET_KEY_WRAPPING_KEYS,
    paymentCurrencies: parsed.PAYMENT_CURRENCIES.split(',')
      .map((currency) => currency.trim().toUpperCase())
      .filter(Boolean),
    platformFee: {
      percentBasisPoints: parsed.PLATFORM_FEE_PERCENT,
      flatByCurrency: Object.fromEntries(
        parsed.PLATFORM_FEE_FLAT.split(',')
          .filter(Boolean)
          .map((pair) => {
            const [currency, amount] = pair.split(':');
            return [currency!, Number(amount)];
          }),
      ),
      vatBasisPoints: parsed.PLATFORM_FEE_VAT_PERCENT,
    },
    payoutPolicy: {
      payableAfterMs: parsed.PAYOUT_DELAY_HOURS * hourMs,
      holdAfterAccountChangeMs: parsed.PAYOUT_ACCOUNT_HOLD_HOURS * hourMs,
    },
    refundAfterMovedHours: parsed.EVENT_MOVE_REFUND_HOURS,
    attendeeDataRetentionDays: parsed.ATTENDEE_DATA_RETENTION_DAYS,
    questionnaireRateLimit: parseRateLimit(parsed.QUESTIONNAIRE_RATE_LIMIT),
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    uploadRateLimit: parseRateLimit(parsed.UPLOAD_RATE_LIMIT),
    purchaseRateLimit: parseRateLimit(parsed.PURCHASE_RATE_LIMIT),
    allowedOrigins: parsed.ALLOWED_ORIGINS,
    appleWallet: appleWalletOf(parsed),
    googleWallet: googleWalletOf(parsed),
    webhookReach: isLocal ? 'local' : 'public',
    platformIssuer: platformIssuerOf(parsed, isLocal),
  };
}

function parseRateLimit(setting: string): RateLimitRule {
  const [limit, windowSeconds] = setting.split('/').map(Number);
  return { limit: limit!, windowSeconds: windowSeconds! };
}

/**
 * The `cors` option of every HTTP function: the allowed origins, or `false`, which also turns
 * off the Functions emulator's allow-everything default, so local runs answer as production.
 */
export function corsOption(config: Pick<RuntimeConfig, 'allowedOrigins'>): string[] | false {
  return config.allowedOrigins.length > 0 ? config.allowedOrigins : false;
}
