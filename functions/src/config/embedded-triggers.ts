import { logger } from 'firebase-functions';
import { onEventApprovalChanged } from '../app/on-event-approval-changed';
import type { Services } from '../app/services';
import type { SqliteDocStore } from '../adapters/sqlite-doc-store';

const eventPath = /^events\/([^/]+)$/;
const pendingWork = new Set<Promise<void>>();

/**
 * Locally there is no Firestore to fire document triggers, so the embedded store's change
 * feed runs the same handlers right after each commit.
 */
export function runTriggersOnCommit(store: SqliteDocStore, services: Services): void {
  store.onChange((change) => {
    const match = eventPath.exec(change.path);
    if (!match) return;
    const work = onEventApprovalChanged(services, {
      eventId: match[1]!,
      before: change.before,
      after: change.after,
    })
      .catch((error: unknown) => logger.error('Approval trigger failed', error))
      .finally(() => pendingWork.delete(work));
    pendingWork.add(work);
  });
}

/** Resolves when every trigger started so far has finished (scripts call it before exiting). */
export async function whenTriggersSettle(): Promise<void> {
  while (pendingWork.size > 0) await Promise.all([...pendingWork]);
}
