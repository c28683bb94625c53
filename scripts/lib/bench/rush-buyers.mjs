// The buyers of a rush, doing what the web client does (web/src/features/checkout/
// use-checkout.ts): POST /api/beginTransaction, and while the answer is "queued", ask
// GET /api/purchaseRequests/{id} again (at once when no place in line was given, then about
// every 1.5 s, spread at random as the client spreads it) until it is held, paid or refused. `concurrency` buyers are in flight at a time.
import { performance } from 'node:perf_hooks';

/** As web/src/features/checkout/use-checkout.ts's nextQueueLookMs. */
const nextQueueLookMs = () => 1_200 + Math.random() * 600;
/** A buyer still without a final answer after this long is counted as never answered. */
const giveUpAfterMs = 180_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(url, init) {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { unparsable: text.slice(0, 80) };
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: { transport: error.cause?.code ?? error.message } };
  }
}

/** What an answer says, for the tally: `held`, `sold_out`, `queued`, an error code or text. */
const kindOf = ({ status, body }) =>
  status === 0
    ? `transport ${body.transport}`
    : (body.error?.code ?? body.status ?? body.unparsable?.trim() ?? 'unknown');

/**
 * Sends every buyer (`{ token, body }`) to `baseUrl`; resolves with one result per buyer:
 * its final answer, every HTTP answer it got on the way, when it started and how long its
 * final answer took.
 */
export async function runRushBuyers({ baseUrl, buyers, concurrency }) {
  const results = new Array(buyers.length);
  const started = performance.now();
  let next = 0;

  async function buy(index) {
    const { token, body } = buyers[index];
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const sentAt = performance.now();
    const answers = [];
    let answer = await call(`${baseUrl}/api/beginTransaction`, { method: 'POST', headers, body });
    answers.push(answer);
    let wait = answer.body?.position !== undefined;
    while (answer.status === 202 && answer.body?.status === 'queued') {
      if (performance.now() - sentAt > giveUpAfterMs) break;
      if (wait) await sleep(nextQueueLookMs());
      wait = true;
      answer = await call(`${baseUrl}/api/purchaseRequests/${answer.body.requestId}`, {
        headers,
      });
      answers.push(answer);
      // A failed poll is asked again, as the web client's next turn would.
      if (answer.status !== 200 && answer.status !== 202 && answer.status !== 409) {
        const requestId = answers.find((a) => a.body?.requestId)?.body.requestId;
        answer = { status: 202, body: { status: 'queued', requestId, position: 1 } };
      }
    }
    results[index] = {
      final: answer.status === 202 ? 'never answered' : kindOf(answer),
      finalStatus: answer.status,
      statuses: answers.map((a) => a.status),
      kinds: answers.map(kindOf),
      sentAt: sentAt - started,
      ms: performance.now() - sentAt,
    };
  }

  async function lane() {
    while (next < buyers.length) await buy(next++);
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, buyers.length) }, lane));
  return { elapsedMs: performance.now() - started, results };
}
