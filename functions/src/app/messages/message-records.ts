import type { MessageAudience } from '../../contract/messages';
import type { DocData } from '../../ports/doc-store';
import type { MailingRecord } from '../mailings/mailing-records';

/** What an organiser's message keeps in its mailing's `content`. */
export type MessageContent = DocData & {
  subject: string;
  body: string;
  audience: MessageAudience;
  promotional: boolean;
  /** The sender's uid, and their address as it was when they wrote it. */
  createdBy: string;
  createdByEmail?: string;
  /** Signs this message's unsubscribe links (mailings/link-proof.ts): promotional ones only. */
  unsubscribeSecret?: string;
};

export type MessageMailing = MailingRecord & { kind: 'message'; content: MessageContent };
