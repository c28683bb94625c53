import { maxScansPerSync, type ScanAnswer, type ScanInput } from '@contract/check-in';

/** Where offline scans wait for the network (IndexedDB in the app, memory in tests). */
export type PendingScans = {
  /** Up to `limit` scans not yet answered by the server, oldest first where it can. */
  pendingScans(limit: number): Promise<ScanInput[]>;
  /** Stores the server's answers: those scans are synced and leave the queue. */
  settle(answers: ScanAnswer[]): Promise<void>;
};

export type SendScans = (scans: ScanInput[]) => Promise<ScanAnswer[]>;

export type SyncOutcome = { synced: number; conflicts: number };

/**
 * Sends every waiting scan, `batchSize` (the contract's 500) a call, and settles each batch
 * as soon as it is answered. A failed call throws and leaves the rest waiting; sending a scan
 * twice is harmless (the server answers a `scanId` as it did the first time).
 */
export async function syncPendingScans(
  queue: PendingScans,
  send: SendScans,
  batchSize = maxScansPerSync,
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { synced: 0, conflicts: 0 };
  for (;;) {
    const batch = await queue.pendingScans(batchSize);
    if (batch.length === 0) return outcome;
    const asked = new Set(batch.map((scan) => scan.scanId));
    const answers = (await send(batch)).filter((answer) => asked.has(answer.scanId));
    await queue.settle(answers);
    outcome.synced += answers.length;
    outcome.conflicts += answers.filter((answer) => answer.conflict === true).length;
    // Scans the server did not answer stay queued for the next sync rather than loop here.
    if (answers.length < batch.length) return outcome;
  }
}
