import { randomUUID } from 'node:crypto';
import type { AuditKind } from '../../contract/organisations';
import { paths } from '../../paths';
import type { DocData, DocValue, Transaction } from '../../ports/doc-store';

/**
 * `organisations/{orgId}/audit/{id}`: one thing someone did, written in the same transaction
 * as the change it records (created, never changed or deleted: nothing in the app updates
 * or removes an entry).
 */
export type AuditRecord = DocData & {
  at: string;
  kind: AuditKind;
  actorUid: string;
  summary: string;
  eventId?: string;
  before?: { [field: string]: DocValue };
  after?: { [field: string]: DocValue };
};

export type AuditFacts = Omit<AuditRecord, 'at'>;

/** Appends `facts` to the organisation's log, in `tx`, at `at`. */
export function recordAudit(
  tx: Pick<Transaction, 'create'>,
  orgId: string,
  at: Date,
  facts: AuditFacts,
): void {
  // Ids that sort by time first (milliseconds, zero-padded) keep entries of one instant
  // apart, with only the characters a page cursor carries.
  const id = `${String(at.getTime()).padStart(15, '0')}-${randomUUID().slice(0, 8)}`;
  tx.create(paths.organisationAuditEntry(orgId, id), { ...facts, at: at.toISOString() });
}
