import type { Backend } from '../../contract/health';
import type { BlobStore } from '../../ports/blob-store';
import type { Clock } from '../../ports/clock';
import type { DocStore } from '../../ports/doc-store';
import type { Identity } from '../../ports/identity';
import type { Mailer } from '../../ports/mailer';
import type { PaymentGateway } from '../../ports/payment-gateway';
import type { PayoutGateway } from '../../ports/payout-gateway';
import type { WebhookSender } from '../../ports/webhook-sender';
import type { FeeSchedule } from '../../domain/fees';
import type { PayoutPolicy } from '../../domain/payout-readiness';
import type { RateLimitRule } from '../../domain/rate-limit-window';
import type { IssuerDetails } from '../../contract/legal-details';
import type { AppleWalletCredentials, GoogleWalletCredentials } from './wallet-credentials';

/** The ports every use case may need, created once per process by config/services.ts. */
export type Services = {
  backend: Backend;
  projectId: string;
  /** Where people open the web app, for links in emails. */
  publicBaseUrl: string;
  docs: DocStore;
  blobs: BlobStore;
  mailer: Mailer;
  payments: PaymentGateway;
  /** Paystack transfers to organisers' bank accounts, and the gateway's own records. */
  payouts: PayoutGateway;
  /** Currencies `payments` can charge; paid ticket types in others are refused. */
  paymentCurrencies: readonly string[];
  /** The fee on paid tickets (PLATFORM_FEE_*), unless an event carries its organiser's own. */
  platformFee: FeeSchedule;
  /**
   * The platform's legal details, the issuer of its documents (PLATFORM_LEGAL_NAME, ...).
   * Read through app/invoices/platform-issuer.ts; optional so the many tests of other things
   * build their services without them.
   */
  platformIssuer?: IssuerDetails;
  /** When balances become payable (PAYOUT_DELAY_HOURS, PAYOUT_ACCOUNT_HOLD_HOURS). */
  payoutPolicy: PayoutPolicy;
  clock: Clock;
  identity: Identity;
  /**
   * How far an approved change may move an event's start before its buyers are offered their
   * money back (EVENT_MOVE_REFUND_HOURS; see app/event-changes).
   */
  refundAfterMovedHours: number;
  /**
   * Days after an event ends before its attendee answers and holders' names are removed
   * (ATTENDEE_DATA_RETENTION_DAYS; app/erasure): optional, 365 when unset.
   */
  attendeeDataRetentionDays?: number;
  /** Questionnaire submissions each client may send per window (QUESTIONNAIRE_RATE_LIMIT). */
  questionnaireRateLimit: RateLimitRule;
  /** Proxies in front of the functions that append to X-Forwarded-For (TRUST_PROXY_HOPS). */
  trustProxyHops: number;
  /** Image uploads each account may make per window (UPLOAD_RATE_LIMIT). */
  uploadRateLimit: RateLimitRule;
  /** Purchase attempts each buyer session may queue per window (PURCHASE_RATE_LIMIT). */
  purchaseRateLimit: RateLimitRule;
  /**
   * Wallet passes, each only where the platform configured it (APPLE_WALLET_*,
   * GOOGLE_WALLET_*): optional, since most deployments and tests have neither.
   */
  appleWallet?: AppleWalletCredentials;
  googleWallet?: GoogleWalletCredentials;
  /**
   * Sends organisations' webhooks (app/webhooks), reaching public addresses only in
   * production. Always set by config/services.ts; optional so the many tests of other things
   * build their services without one.
   */
  webhookSender?: WebhookSender;
};
