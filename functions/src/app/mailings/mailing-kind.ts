import type { ExistingDoc } from '../../ports/doc-store';
import type { MailMessage } from '../../ports/mailer';
import type { Services } from '../common/services';
import type { MailingKindName, MailingRecipient, MailingRecord } from './mailing-records';

export type MailingServices = Pick<
  Services,
  'docs' | 'mailer' | 'clock' | 'publicBaseUrl' | 'identity' | 'appleWallet' | 'googleWallet'
>;

/** One recipient's email, without its address and key, which the runner adds. */
export type RecipientEmail = Omit<MailMessage, 'to' | 'idempotencyKey'>;

/**
 * What a kind of mailing decides for itself: who gets it (read when sending starts, not when
 * it was written, so a scheduled message reaches who holds tickets then) and each one's email.
 */
export type MailingKind = {
  /** Everyone it goes to, each address once (lower-case); `skipped`: left out as unsubscribed. */
  recipients(
    services: MailingServices,
    mailing: ExistingDoc<MailingRecord>,
  ): Promise<{ recipients: MailingRecipient[]; skipped: number }>;
  /**
   * Prepares what every email of the mailing shares (the layout is drawn once, not once per
   * recipient) and returns how one recipient's email is made.
   */
  composer(
    services: MailingServices,
    mailing: ExistingDoc<MailingRecord>,
  ): Promise<(recipient: MailingRecipient) => Promise<RecipientEmail>>;
};

/** The kinds a runner knows, by name (app/mailings/all-mailing-kinds.ts lists them all). */
export type MailingKinds = Readonly<Partial<Record<MailingKindName, MailingKind>>>;
