import type { DocStore } from '../../ports/doc-store';

/**
 * Set by every write that changes an event's approval status (a decision, a resubmission,
 * an edit or a new banner that sends it back to review): the id names that one change, so
 * the approval trigger audits and notifies each change once, however often it is delivered.
 */
export type StatusChange = {
  statusChangeId: string;
  statusChangedAt: string;
  statusChangedBy: string;
};

export function newStatusChange(
  docs: Pick<DocStore, 'newId'>,
  byUid: string,
  at: string,
): StatusChange {
  return { statusChangeId: docs.newId(), statusChangedAt: at, statusChangedBy: byUid };
}
