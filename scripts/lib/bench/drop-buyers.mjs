// The drop benchmark's buyers (scripts/bench-drop.mjs): a worker thread (its own event loop,
// so the client does not share the server's) in which every buyer does what the web page
// does with their own anonymous session. They arrive through the minutes before the opening
// and join the waiting room; they ask again when the page would (drop-timing.mjs); once
// admitted they press Buy at once with the token, and while the purchase is queued look at it
// again about every 1.5 s; they stop when held, paid or told sold out. Buyers mostly wait: at
// most `concurrency` HTTP requests are in flight, the rest wait their turn for a connection
// (that wait is measured apart from the server's answer).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { sendJson } from './bench-http.mjs';
import { arrivalAt, nextLookMs, nextQueueLookMs } from './drop-timing.mjs';
import { classifyAnswer, requestKinds } from './tally-drop.mjs';

const { url, eventId, typeId, buyers, concurrency, arrivalsStartMs, arrivalWindowMs, giveUpAtMs } =
  workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// ---- at most `concurrency` requests in flight ----

let inFlight = 0;
const waiting = [];
/** A connection's turn; false once the run gave up (at `giveUpAtMs`). */
async function slot() {
  if (gaveUp) return false;
  if (inFlight < concurrency) {
    inFlight += 1;
    return true;
  }
  return new Promise((resolve) => waiting.push(resolve));
}
function release() {
  const next = waiting.shift();
  if (next) next(true);
  else inFlight -= 1;
}

// At `giveUpAtMs` the run stops: requests waiting for a connection are not sent, those in
// flight are cut; the buyers concerned are counted as never answered, not as errors.
let gaveUp = false;
const open = new Set();
const giveUpTimer = setTimeout(
  () => {
    gaveUp = true;
    for (const resolve of waiting.splice(0)) resolve(false);
    for (const req of open) req.destroy(new Error('gave up'));
  },
  Math.max(0, giveUpAtMs - Date.now()),
);

// ---- what was asked and answered ----

const latencies = Object.fromEntries(requestKinds.map((kind) => [kind, []]));
const slotWaits = [];
const answers = {};
const errors = {};
let requestCount = 0;

function send(method, path, token, body) {
  return sendJson({
    agent,
    target,
    method,
    path,
    token,
    body,
    onRequest: (req) => {
      open.add(req);
      req.on('close', () => open.delete(req));
    },
  });
}

/** One request of `kind`, its wait for a connection and its answer's time recorded apart. */
async function ask(kind, method, path, token, body) {
  const queued = performance.now();
  if (!(await slot())) return { abandoned: true };
  const sent = performance.now();
  let answer;
  try {
    answer = await send(method, path, token, body);
  } finally {
    release();
  }
  if (gaveUp) return { abandoned: true };
  slotWaits.push(sent - queued);
  latencies[kind].push(performance.now() - sent);
  requestCount += 1;
  const { key, error } = classifyAnswer(kind, answer.status, answer.body);
  const tallyKey = `${kind}: ${key}`;
  answers[tallyKey] = (answers[tallyKey] ?? 0) + 1;
  if (error) errors[tallyKey] = (errors[tallyKey] ?? 0) + 1;
  return { ...answer, error };
}

// ---- one buyer ----

const results = new Array(buyers.length);
const progress = { arrived: 0, inLine: 0, admitted: 0, bought: 0, soldOut: 0, other: 0 };

async function buyer(index) {
  const { token, email } = buyers[index];
  await sleep(arrivalAt(index, buyers.length, arrivalsStartMs, arrivalWindowMs) - Date.now());
  progress.arrived += 1;
  progress.inLine += 1;
  const record = { final: 'never answered', polls: 0 };
  const finish = (final) => {
    record.final = final;
    record.finalAt = Date.now();
    progress.inLine -= record.admittedAt === undefined ? 1 : 0;
    if (final === 'held' || final === 'paid') progress.bought += 1;
    else if (final.startsWith('sold_out')) progress.soldOut += 1;
    else progress.other += 1;
    results[index] = record;
  };
  const roomPath = `/api/events/${eventId}/waitingRoom`;

  // The waiting room, until it says something final.
  let token_;
  for (let first = true; ; first = false) {
    if (Date.now() > giveUpAtMs) return finish('never answered');
    const answer = await ask(first ? 'join' : 'poll', 'POST', roomPath, token);
    if (answer.abandoned) return finish('never answered');
    record.polls += 1;
    const status = answer.status === 200 && !answer.error ? answer.body : undefined;
    if (first) record.firstState = status?.state ?? `error ${answer.status}`;
    if (status?.state === 'admitted') {
      token_ = status.token;
      record.admittedAt = Date.now();
      progress.inLine -= 1;
      progress.admitted += 1;
      break;
    }
    if (status?.state === 'sold_out') return finish('sold_out (waiting room)');
    if (status === undefined && answer.status === 200) {
      // A state the room should not give here (off, lapsed, cancelled): the page stops.
      return finish(`room: ${answer.body?.state}`);
    }
    await sleep(nextLookMs(status));
  }

  // Checkout: Buy with the token; the same request key for every press of this purchase.
  const purchase = {
    eventId,
    email,
    items: [{ typeId, quantity: 1 }],
    requestKey: randomUUID(),
    admissionToken: token_,
  };
  for (let press = 1; ; press++) {
    let answer = await ask('beginTransaction', 'POST', '/api/beginTransaction', token, purchase);
    if (answer.abandoned) return finish('never answered');
    if (answer.status === 202 && answer.body?.status === 'queued') {
      const { requestId } = answer.body;
      for (let wait = answer.body.position !== undefined; ; wait = true) {
        if (Date.now() > giveUpAtMs) return finish('never answered');
        if (wait) await sleep(nextQueueLookMs());
        const look = await ask(
          'purchaseRequest',
          'GET',
          `/api/purchaseRequests/${encodeURIComponent(requestId)}`,
          token,
        );
        if (look.abandoned) return finish('never answered');
        // A failed look is asked again, as the page's next turn would.
        if (look.error) continue;
        answer = look;
        if (look.status !== 202) break;
      }
    }
    if (answer.status === 200 && !answer.error) return finish(answer.body.status);
    if (answer.status === 409 && !answer.error) return finish('sold_out (checkout)');
    // An error: the buyer sees it and presses Buy again (the same purchase), a few times.
    if (press >= 5 || Date.now() > giveUpAtMs) {
      return finish(`checkout: ${answer.status} ${answer.body?.error?.code ?? ''}`.trim());
    }
    await sleep(2_000 + Math.random() * 2_000);
  }
}

const started = performance.now();
const ticker = setInterval(() => {
  parentPort.postMessage({
    progress: {
      ...progress,
      inFlight,
      waitingForConnection: waiting.length,
      requests: requestCount,
      errors: Object.values(errors).reduce((sum, n) => sum + n, 0),
    },
  });
}, 10_000);
await Promise.all(buyers.map((_, index) => buyer(index)));
clearInterval(ticker);
clearTimeout(giveUpTimer);
agent.destroy();
parentPort.postMessage({
  done: {
    elapsedMs: performance.now() - started,
    buyers: results,
    latencies,
    slotWaits,
    answers,
    errors,
    requestCount,
  },
});
