import type { ScanAnswer, ScanInput } from '@contract/check-in';
import { describe, expect, it } from 'vitest';
import { syncPendingScans, type PendingScans } from './sync-scans';

/** The queue in memory: the IndexedDB store's behaviour, without a browser. */
function memoryQueue(count: number) {
  const waiting = new Map<string, ScanInput>();
  for (let index = 0; index < count; index += 1) {
    const scanId = `scan-${String(index).padStart(5, '0')}`;
    waiting.set(scanId, {
      scanId,
      scanned: `code-${index}`,
      scannedAt: new Date(index).toISOString(),
      offline: true,
    });
  }
  const settled: ScanAnswer[] = [];
  const queue: PendingScans = {
    pendingScans: async (limit) => [...waiting.values()].slice(0, limit),
    settle: async (answers) => {
      for (const answer of answers) waiting.delete(answer.scanId);
      settled.push(...answers);
    },
  };
  return { queue, waiting, settled };
}

const answerAll = (scans: ScanInput[]): ScanAnswer[] =>
  scans.map((scan, index) => ({
    scanId: scan.scanId,
    result: 'valid',
    conflict: index === 0 ? true : undefined,
  }));

describe('syncing offline scans', () => {
  it('sends 1,201 scans in calls of at most 500 and counts the conflicts found', async () => {
    const { queue, waiting, settled } = memoryQueue(1201);
    const calls: number[] = [];
    const outcome = await syncPendingScans(queue, async (scans) => {
      calls.push(scans.length);
      return answerAll(scans);
    });
    expect(calls).toEqual([500, 500, 201]);
    expect(outcome).toEqual({ synced: 1201, conflicts: 3 });
    expect(waiting.size).toBe(0);
    expect(new Set(settled.map((answer) => answer.scanId)).size).toBe(1201);
  });

  it('keeps what was not sent when the network fails mid-way, and finishes on the next sync', async () => {
    const { queue, waiting } = memoryQueue(700);
    let calls = 0;
    await expect(
      syncPendingScans(queue, async (scans) => {
        calls += 1;
        if (calls === 2) throw new Error('offline');
        return answerAll(scans);
      }),
    ).rejects.toThrow('offline');
    expect(waiting.size).toBe(200);
    expect(await syncPendingScans(queue, async (scans) => answerAll(scans))).toMatchObject({
      synced: 200,
    });
    expect(waiting.size).toBe(0);
  });

  it('stops rather than loops when the server leaves scans unanswered, and ignores strangers', async () => {
    const { queue, waiting } = memoryQueue(3);
    const outcome = await syncPendingScans(queue, async (scans) => [
      ...answerAll(scans.slice(0, 1)),
      { scanId: 'not-ours', result: 'valid' },
    ]);
    expect(outcome.synced).toBe(1);
    expect(waiting.size).toBe(2);
  });
});
