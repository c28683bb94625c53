// Preloaded (`node --require`) into a fresh process that then requires functions/lib/index.js:
// times the whole require and each module index.js requires itself (what it pulls in below
// counts towards that module), and prints them as one JSON line when the process exits.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a `--require` preload is CommonJS
const Module = require('node:module');

const started = process.hrtime.bigint();
const ms = (since) => Number(process.hrtime.bigint() - since) / 1e6;
const load = Module._load;
const direct = new Map();
let depth = 0;

Module._load = function timedLoad(request, ...rest) {
  const since = process.hrtime.bigint();
  depth += 1;
  try {
    return load.call(this, request, ...rest);
  } finally {
    depth -= 1;
    // Depth 1: required by the entry point itself (depth 0 is the entry point).
    if (depth === 1) direct.set(request, (direct.get(request) ?? 0) + ms(since));
  }
};

process.on('exit', () => {
  const imports = Object.fromEntries([...direct].sort((a, b) => b[1] - a[1]));
  process.stdout.write(`${JSON.stringify({ totalMs: ms(started), imports })}\n`);
});
