// What the store itself can write, measured in the same run as the checkout (issue 22): the
// same document set over and over, one write after another, and many different documents
// written `parallel` at a time. Holds/s over these rates compares runs across machines.
import { performance } from 'node:perf_hooks';

export async function rawWriteRate(
  docs,
  { seconds = 3, parallel = 32, collection = 'benchRawWrites' } = {},
) {
  const sequential = await forSeconds(seconds, 1, (n) =>
    docs.set(`${collection}/one`, { n, at: new Date().toISOString() }),
  );
  const spread = await forSeconds(seconds, parallel, (n) =>
    docs.set(`${collection}/doc-${n}`, { n, at: new Date().toISOString() }),
  );
  return { seconds, parallel, sequentialPerSecond: sequential, parallelPerSecond: spread };
}

async function forSeconds(seconds, lanes, write) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (performance.now() < until) await write(next++);
    }),
  );
  return next / ((performance.now() - started) / 1000);
}
