// The fake Paystack of the checkout benchmark on a thread of its own: Paystack is another
// company's server, so answering it must not take the event loop the app is measured on.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { repoRoot } from '../local-stack.mjs';

const toolsFile = path.join(repoRoot, 'functions', 'lib', 'tools.js');
const tools = createRequire(toolsFile)(toolsFile);
const paystack = tools.createFakePaystack({ secretKey: workerData.secretKey });
parentPort.postMessage(await paystack.listen(0, '127.0.0.1'));
