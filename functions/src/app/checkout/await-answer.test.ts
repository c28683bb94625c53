import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { pendingRequest } from '../../test-support/checkout-fixtures';
import { freshSqliteDocStores } from '../../test-support/doc-store-harnesses';
import { awaitAnswer, turnPathOf, turnSeen } from './await-answer';
import type { AllocatorTurnRecord } from './checkout-records';

const openStore = freshSqliteDocStores('await-answer');

describe('awaitAnswer', () => {
  let docs: DocStore;
  let requestReads: number;
  const turnPath = turnPathOf({ eventId: 'e1' });
  const pending = pendingRequest('u1', Date.parse('2026-12-01T10:00:00.000Z'));
  const refused = {
    status: 'refused' as const,
    refusal: { code: 'sold_out' as const, typeId: 'ga', left: 0 as const },
    answeredAt: '2026-12-01T10:00:01.000Z',
  };

  beforeEach(async () => {
    docs = openStore();
    requestReads = 0;
    const get = docs.get.bind(docs);
    const getAll = docs.getAll.bind(docs);
    docs.get = (docPath) => {
      if (docPath.startsWith('purchaseRequests/')) requestReads += 1;
      return get(docPath);
    };
    docs.getAll = (docPaths) => {
      requestReads += docPaths.filter((p) => p.startsWith('purchaseRequests/')).length;
      return getAll(docPaths);
    };
    await docs.set(turnPath, { turn: 4, answers: [] } satisfies AllocatorTurnRecord);
    for (const id of ['r1', 'r2', 'r3']) await docs.create(paths.purchaseRequest(id), pending);
  });

  /** What a batch of the allocator commits: the requests' answers and the turn carrying them. */
  async function batch(turn: number, ids: string[]) {
    for (const id of ids) await docs.update(paths.purchaseRequest(id), refused);
    await docs.set(turnPath, {
      turn,
      answers: ids.map((requestId) => ({ requestId, ...refused })),
    } satisfies AllocatorTurnRecord);
  }

  it('answers every waiter from the turn document, reading no request once the turn is known', async () => {
    // A first waiter learns the turn (and reads its request once: nothing was known).
    const first = awaitAnswer(docs, { requestId: 'r1', turnPath, since: undefined, waitMs: 2_000 });
    await expect.poll(() => turnSeen(docs, turnPath)).toBe(4);
    expect(requestReads).toBe(1);
    const since = turnSeen(docs, turnPath);
    const others = ['r2', 'r3'].map((requestId) =>
      awaitAnswer(docs, { requestId, turnPath, since, waitMs: 2_000 }),
    );
    await batch(5, ['r1', 'r2']);
    expect(await first).toMatchObject({ status: 'refused' });
    expect(await others[0]).toMatchObject({ status: 'refused' });
    await batch(6, ['r3']);
    expect(await others[1]).toMatchObject({ status: 'refused' });
    expect(requestReads).toBe(1);
  });

  it('reads the request of a waiter that batches went by unseen', async () => {
    const waiting = awaitAnswer(docs, { requestId: 'r1', turnPath, since: 2, waitMs: 2_000 });
    // Turn 4 is two batches past 2: r1 may have been answered by turn 3, so it is read.
    await expect.poll(() => requestReads).toBe(1);
    await batch(5, ['r2']);
    await batch(6, ['r1']);
    await batch(7, ['r3']);
    // However quickly those went, r1 learns its answer: from turn 6 or by reading it.
    expect(await waiting).toMatchObject({ status: 'refused' });
  });

  it('answers a waiter who arrives just as the last one left', async () => {
    let polls = 0;
    const get = docs.get.bind(docs);
    docs.get = (docPath) => {
      if (docPath === turnPath) polls += 1;
      return get(docPath);
    };
    await awaitAnswer(docs, { requestId: 'r1', turnPath, since: 4, waitMs: 40 });
    const later = awaitAnswer(docs, { requestId: 'r2', turnPath, since: 4, waitMs: 2_000 });
    await batch(5, ['r2']);
    expect(await later).toMatchObject({ status: 'refused' });
    // Nobody waits any more: the looks stop.
    const settledPolls = polls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polls).toBe(settledPolls);
  });

  it('gives up at the deadline, leaving the request queued', async () => {
    const started = Date.now();
    expect(
      await awaitAnswer(docs, { requestId: 'r1', turnPath, since: 4, waitMs: 100 }),
    ).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(
      await awaitAnswer(docs, { requestId: 'r1', turnPath, since: 4, waitMs: 0 }),
    ).toBeUndefined();
  });
});
