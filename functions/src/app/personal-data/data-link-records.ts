import type { DocData } from '../../ports/doc-store';

/**
 * `dataLinks/{linkId}`: a link emailed to an address whose data was asked for (issue 43). The
 * link's secret is never stored, only its SHA-256 (`tokenHash`); `expiresAt` is 24 hours after
 * it was made, and Firestore's TTL policy deletes the record some time after that.
 */
export type DataLinkRecord = DocData & {
  /** The address it was sent to, lower-case: whose orders, tickets and answers it opens. */
  email: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
};
