import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { AllocatorTurnRecord, PurchaseRequestRecord, RequestAnswer } from './checkout-records';

/**
 * Buyers waiting in this instance for the allocator learn their answers from its turn
 * document, which every batch rewrites with the answers it gave: one read of it every
 * `pollMs` serves every buyer waiting on that queue here, instead of one read per buyer per
 * look. A buyer reads their own request only when a look finds that more than one batch
 * committed since the last (the turn document keeps only the last batch's answers).
 */
const pollMs = 15;

type Waiter = {
  requestId: string;
  /**
   * The last turn whose answers this buyer has seen (or knows cannot hold theirs):
   * undefined until a read of their request.
   */
  seen: number | undefined;
  deadline: number;
  settle: (answer: RequestAnswer | undefined) => void;
};

/** One queue's turn document, watched while buyers of this instance wait on it. */
type Watch = {
  turnPath: string;
  lastTurn: number | undefined;
  waiters: Set<Waiter>;
  /** One loop of looks a watch: a waiter arriving as the last one left joins it. */
  watching: boolean;
};

const watchesByStore = new WeakMap<DocStore, Map<string, Watch>>();

function watchOf(docs: DocStore, turnPath: string): Watch {
  let watches = watchesByStore.get(docs);
  if (!watches) watchesByStore.set(docs, (watches = new Map()));
  let watch = watches.get(turnPath);
  if (!watch) {
    if (watches.size > 1000) watches.clear();
    watches.set(
      turnPath,
      (watch = { turnPath, lastTurn: undefined, waiters: new Set(), watching: false }),
    );
  }
  return watch;
}

/** The turn document of the queue that decides `request`. */
export function turnPathOf(request: Pick<PurchaseRequestRecord, 'eventId' | 'partition'>) {
  return request.partition === undefined
    ? paths.allocatorTurn()
    : paths.partitionTurn(request.eventId, request.partition);
}

/**
 * The last turn of a queue this instance saw. Taken before the write (or read) that last saw
 * a request pending, it is below the turn of whichever batch decides that request.
 */
export function turnSeen(docs: DocStore, turnPath: string): number | undefined {
  return watchOf(docs, turnPath).lastTurn;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits up to `waitMs` for the allocator's answer to `requestId`, pending when `since` was
 * the queue's turn (`turnSeen`); undefined while it is still queued then.
 */
export function awaitAnswer(
  docs: DocStore,
  {
    requestId,
    turnPath,
    since,
    waitMs,
  }: { requestId: string; turnPath: string; since: number | undefined; waitMs: number },
): Promise<RequestAnswer | undefined> {
  if (waitMs <= 0) return Promise.resolve(undefined);
  const watch = watchOf(docs, turnPath);
  return new Promise((resolve) => {
    const waiter: Waiter = {
      requestId,
      seen: since,
      deadline: Date.now() + waitMs,
      settle: (answer) => {
        watch.waiters.delete(waiter);
        resolve(answer);
      },
    };
    watch.waiters.add(waiter);
    if (!watch.watching) void keepWatching(docs, watch);
  });
}

/** Looks at the turn document while anybody waits on it, and answers whoever it can. */
async function keepWatching(docs: DocStore, watch: Watch): Promise<void> {
  watch.watching = true;
  while (watch.waiters.size > 0) {
    await sleep(pollMs);
    try {
      await lookOnce(docs, watch);
    } catch {
      // A failed look is the next look's to make: the waiters keep their deadlines.
    }
    const now = Date.now();
    for (const waiter of [...watch.waiters]) if (now >= waiter.deadline) waiter.settle(undefined);
  }
  watch.watching = false;
}

async function lookOnce(docs: DocStore, watch: Watch): Promise<void> {
  const turnDoc = (await docs.get<AllocatorTurnRecord>(watch.turnPath)).data;
  const turn = turnDoc?.turn ?? 0;
  watch.lastTurn = turn;
  const answers = new Map((turnDoc?.answers ?? []).map((answer) => [answer.requestId, answer]));
  const unsure: Waiter[] = [];
  for (const waiter of watch.waiters) {
    if (waiter.seen === turn) continue;
    if (waiter.seen !== undefined && turn === waiter.seen + 1) {
      const answer = answers.get(waiter.requestId);
      if (answer) waiter.settle(answer);
      else waiter.seen = turn;
    } else {
      // Never read, or batches went by unseen (or the turn was reset): read the request.
      unsure.push(waiter);
    }
  }
  if (unsure.length === 0) return;
  const requests = await docs.getAll<PurchaseRequestRecord>(
    unsure.map((waiter) => paths.purchaseRequest(waiter.requestId)),
  );
  unsure.forEach((waiter, index) => {
    const request = requests[index]!.data;
    if (request && request.status !== 'pending') waiter.settle(request);
    else waiter.seen = turn;
  });
}
