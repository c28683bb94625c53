/**
 * A stand-in for Paystack that the project owns: the parts of its HTTP API the app uses, its
 * sandbox checkout page and its signed webhooks. The production adapters talk to it unchanged.
 *
 *   payments   POST /transaction/initialize, GET /transaction/verify/:reference,
 *              GET /transaction (from, to, perPage, page), the checkout at /checkout/:code;
 *              a paid charge carries `fees` (fees.ts) and sends `charge.success`
 *   refunds    POST /refund, GET /refund (transaction, from, to, perPage, page)
 *   payouts    GET /bank (currency or country; perPage and next for cursor pages),
 *              GET /bank/resolve, POST /transferrecipient, POST /transfer,
 *              GET /transfer/verify/:reference, GET /transfer (from, to, perPage, page)
 *
 * A transfer answers `pending`, then ends a moment later (`transferSettleMs`) with a signed
 * `transfer.success`, `transfer.failed` or `transfer.reversed` webhook. A reference used
 * before is refused, as Paystack refuses it. How a transfer ends is switched three ways, the
 * first that applies winning:
 *
 *   1. The control endpoint, from tests or curl, with the secret key:
 *        POST /_fake/transfers/:reference  {"outcome": "success" | "failed" | "reversed" | "pending"}
 *      Before the transfer exists it decides how that reference will end; on a pending
 *      transfer it ends it now ("pending" holds it); on a successful one, "reversed" reverses
 *      it. `FakePaystack.settleTransfer()` does the same in-process.
 *   2. The recipient's account number, at any bank of its currency (banks.ts):
 *        ZAR 1000000001 THANDI MOKOENA  success     NGN 0001234567 DOE JANE LOREN  success
 *            1000000002 PIETER VAN WYK  failed          0100000002 ADAEZE OKAFOR   failed
 *            1000000003 LERATO DLAMINI  reversed        0100000003 EMEKA OBI       reversed
 *            1000000004 SIPHO NKOSI     pending         0100000004 BOLA ADEYEMI    pending
 *      These are also the only accounts GET /bank/resolve knows; any other fails with 422.
 *   3. The fake's default, `transferOutcome` (FAKE_PAYSTACK_TRANSFER_OUTCOME for
 *      `npm start`), itself `success` unless set.
 *
 * Faults on demand (faults.ts): 5xx answers, timeouts, slow answers, work done but never
 * answered, and dropped, doubled or late webhooks, per kind of call. Set with the secret key:
 *   POST /_fake/faults {"seed": 7, "rules": [{"call": "verify", "fault": "timeout", "times": 1}]}
 *   GET /_fake/faults (the rules left and what was injected), DELETE /_fake/faults (none)
 * or FAKE_PAYSTACK_FAULTS (the same JSON) for the process, or `faults` in-process.
 *
 * Its answers follow Paystack's own OpenAPI description, vendored in openapi/ (README.md there).
 * With `checkAnswers` (FAKE_PAYSTACK_CHECK_ANSWERS=true for the process), as every test runs
 * it, each JSON answer is checked against the description as it is given, and what differs is
 * kept: `answerMismatches`, or GET /_fake/answer-check. The test harnesses fail on any.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bankRoutes } from './bank-routes';
import { answerChecking } from './answer-checking';
import { applyHttpFault, HeldAnswers } from './fault-injection';
import { faultRoutes } from './fault-routes';
import { callKindOf, createFaultBook, type FaultBook, type FaultPlan } from './faults';
import type { TransferOutcome } from './banks';
import { PaystackRefusal, send, type Route, type RouteHandler } from './http';
import { RecipientBook } from './recipients';
import { refundRoutes } from './refund-routes';
import { transferDesk } from './transfer-routes';
import { checkoutRoutes, transactionRoutes } from './transaction-routes';
import { TransactionLedger } from './transactions';
import { TransferBook } from './transfers';
import { createWebhooks } from './webhooks';
import type { AnswerCheck, AnswerMismatch } from './openapi/answer-check';

export type FakePaystackOptions = {
  secretKey: string;
  /** Where the webhooks are posted, signed as Paystack signs them. */
  webhookUrl?: string;
  /** Currencies this merchant can charge; Paystack takes no EUR. */
  currencies?: readonly string[];
  /** Deliveries of one event before giving up (Paystack retries for hours). */
  webhookAttempts?: number;
  /** Refunds stay queued (`pending`) until `processRefunds()`, as Paystack's may for a while. */
  queueRefunds?: boolean;
  /** How transfers end when nothing else decides (see above); `success` by default. */
  transferOutcome?: TransferOutcome;
  /** How long a transfer stays pending before it ends; 50 ms by default. */
  transferSettleMs?: number;
  /** The fake's clock, for dates on records (tests of date filters set it). */
  now?: () => Date;
  /** Faults to inject from the start (faults.ts); `POST /_fake/faults` replaces them. */
  faults?: FaultPlan;
  /**
   * Checks every JSON answer against Paystack's own OpenAPI description (openapi/), keeping
   * each mismatch in `answerMismatches` (and at `GET /_fake/answer-check`): the tests switch
   * it on and fail on any. The check's own tests pass a check of their own.
   */
  checkAnswers?: boolean | AnswerCheck;
  log?: (message: string) => void;
};

export type FakePaystack = {
  /** Resolves with the base URL, e.g. http://127.0.0.1:5090. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Settles when every webhook and transfer settlement started so far has finished (tests). */
  webhooksDelivered(): Promise<void>;
  /** Sends now the webhooks waiting to be retried after a failed delivery (tests). */
  retryWebhooksNow(): void;
  /** Processes the refunds queued so far (with `queueRefunds`). */
  processRefunds(): void;
  /** The control switch of the transfer with `reference` (see above). */
  settleTransfer(reference: string, outcome: TransferOutcome): void;
  /**
   * A payment made at the fake's clock, as if the buyer had paid on the checkout page, and
   * a refund of all of one: for benchmarks that seed a month of sales without a browser.
   * Both refuse what the HTTP API refuses.
   */
  recordPayment(payment: {
    reference: string;
    email: string;
    amount: number;
    currency: string;
  }): void;
  recordRefund(reference: string): void;
  /** The faults injected on demand (faults.ts), as `/_fake/faults` sets them. */
  readonly faults: FaultBook;
  /** The answers unlike Paystack's description so far, with `checkAnswers`. */
  readonly answerMismatches: readonly AnswerMismatch[];
  readonly server: Server;
};

export function createFakePaystack(options: FakePaystackOptions): FakePaystack {
  const now = options.now ?? (() => new Date());
  const ledger = new TransactionLedger(
    options.currencies ?? ['ZAR', 'USD', 'NGN', 'GHS', 'KES'],
    now,
    options.queueRefunds,
  );
  const faults = createFaultBook(options.faults);
  const held = new HeldAnswers();
  const log = options.log ?? (() => undefined);
  const checking = answerChecking(options.checkAnswers ?? false, log);
  const webhooks = createWebhooks({
    url: options.webhookUrl,
    faults,
    secretKey: options.secretKey,
    attempts: options.webhookAttempts,
    log,
  });
  const recipients = new RecipientBook(now);
  const transfers = transferDesk(
    new TransferBook(recipients, now, options.transferOutcome ?? 'success'),
    webhooks,
    options.transferSettleMs ?? 50,
  );
  const open: RouteHandler = checkoutRoutes(ledger, webhooks);
  const keyed: RouteHandler[] = [
    faultRoutes(faults),
    checking.routes,
    transactionRoutes(ledger),
    refundRoutes(ledger),
    bankRoutes(recipients),
    transfers.routes,
  ];

  const authorised = (req: IncomingMessage) =>
    req.headers.authorization === `Bearer ${options.secretKey}`;

  async function route(route: Route): Promise<void> {
    checking.watch(route);
    if (await open(route)) return;
    if (!authorised(route.req)) {
      send(route.res, 401, { status: false, message: 'Invalid key' });
      return;
    }
    const call = callKindOf(route.method, route.parts);
    const fault = call && faults.take(call);
    if (fault && !(await applyHttpFault(route, fault, held))) return;
    for (const handler of keyed) if (await handler(route)) return;
    send(route.res, 404, {
      status: false,
      message: `No route ${route.method} ${route.url.pathname}`,
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-paystack');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    route({ req, res, url, parts, method: req.method ?? 'GET' }).catch((error: unknown) => {
      if (error instanceof PaystackRefusal)
        send(res, error.httpStatus, { status: false, message: error.message, ...error.details });
      else if (error instanceof SyntaxError)
        send(res, 400, { status: false, message: 'Invalid JSON' });
      else send(res, 500, { status: false, message: 'Fake Paystack failed' });
    });
  });

  return {
    server,
    faults,
    answerMismatches: checking.mismatches,
    processRefunds: () => ledger.processRefunds(),
    settleTransfer: (reference, outcome) => void transfers.steer(reference, outcome),
    recordPayment: (payment) => void ledger.pay(ledger.initialise(payment), '127.0.0.1'),
    recordRefund: (reference) => void ledger.refund(reference, undefined),
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      });
    },
    close() {
      webhooks.cancel();
      held.releaseAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
    webhooksDelivered: () => webhooks.settled(),
    retryWebhooksNow: () => webhooks.retryNow(),
  };
}
