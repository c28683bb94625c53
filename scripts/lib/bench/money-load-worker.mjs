// The money benchmark's clients, on a worker thread so that reading answers does not take
// the server's event loop. `figures`: `concurrency` organisers' tabs, each asking for the
// event's money again as soon as it has the last answer, every answer compared with the
// seeded figures, for `durationMs` or until told to stop. `statement`: one download of the
// statement CSV, read as it streams, its rows counted and its amounts summed; cut after
// `limitMs` when given.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { figuresOf } from './money-figures.mjs';

const { mode, url, token, concurrency = 1, durationMs = Infinity, limitMs, expected } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

let stopped = false;
parentPort.once('message', () => {
  stopped = true;
});

function get(onChunk, { limitMs: cutAfterMs } = {}) {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    let firstByteMs;
    let cut = false;
    let cutTimer;
    const done = (status, error) => {
      clearTimeout(cutTimer);
      const ms = performance.now() - sentAt;
      resolve({ status, ms, firstByteMs: firstByteMs ?? 0, cut, ...(error ? { error } : {}) });
    };
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        res.on('data', (chunk) => {
          firstByteMs ??= performance.now() - sentAt;
          onChunk(chunk);
        });
        res.on('end', () => done(res.statusCode));
        // A cut download ends in an error (or just a close): what arrived still counts.
        res.on('error', (error) => done(cut ? res.statusCode : 0, error.code));
        res.on('close', () => done(cut ? res.statusCode : 0, 'closed mid-answer'));
      },
    );
    req.on('error', (error) => done(0, error.code ?? error.message));
    if (cutAfterMs !== undefined) {
      cutTimer = setTimeout(() => {
        cut = true;
        req.destroy();
      }, cutAfterMs);
    }
    req.end();
  });
}

async function figures() {
  const results = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stopped && performance.now() - started < durationMs) {
        const chunks = [];
        const result = await get((chunk) => chunks.push(chunk));
        // Only the timing is the measurement: the answer is checked after its clock stopped.
        const body = Buffer.concat(chunks).toString();
        result.wrong = result.status === 200 && !answersExpected(body);
        results.push(result);
      }
    }),
  );
  return { elapsedMs: performance.now() - started, results };
}

function answersExpected(body) {
  try {
    return figuresOf(JSON.parse(body)) === expected;
  } catch {
    return false;
  }
}

/** "150.00", "-7.50" or "'-7.50" (a neutralised formula) in minor units. */
function minorUnits(cell) {
  const text = cell.replace(/^'/, '');
  const [whole, cents] = text.replace('-', '').split('.');
  const size = Number(whole) * 100 + Number(cents);
  return text.startsWith('-') ? -size : size;
}

async function statement() {
  const tally = { rows: -1, bytes: 0, amountSum: 0, saleSum: 0, outOfOrder: 0 };
  let rest = '';
  let lastAt = '';
  const readLine = (line) => {
    tally.rows += 1;
    if (tally.rows === 0) return; // the header
    const [at, label, , amount] = line.split(',');
    if (at < lastAt) tally.outOfOrder += 1;
    lastAt = at;
    const value = minorUnits(amount);
    tally.amountSum += value;
    if (label === 'Sale') tally.saleSum += value;
  };
  const result = await get(
    (chunk) => {
      tally.bytes += chunk.length;
      const lines = (rest + chunk.toString()).split('\r\n');
      rest = lines.pop();
      for (const line of lines) readLine(line);
    },
    { limitMs },
  );
  // A download cut short ends mid-row: only whole rows count.
  if (rest && !result.cut) readLine(rest);
  return { ...result, ...tally };
}

const answer = mode === 'statement' ? await statement() : await figures();
agent.destroy();
parentPort.postMessage(answer);
parentPort.close();
