/**
 * A stand-in for Paystack that the project owns: the parts of its HTTP API the app uses, its
 * sandbox checkout page and its signed webhooks. The production adapter talks to it unchanged.
 *
 *   payments   POST /transaction/initialize, GET /transaction/verify/:reference,
 *              GET /transaction (from, to, perPage, page), the checkout at /checkout/:code;
 *              a paid charge carries `fees` (fees.ts) and sends `charge.success`
 *   refunds    POST /refund, GET /refund (transaction, from, to, perPage, page)
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaystackRefusal, send, type Route, type RouteHandler } from './http';
import { refundRoutes } from './refund-routes';
import { checkoutRoutes, transactionRoutes } from './transaction-routes';
import { TransactionLedger } from './transactions';
import { createWebhooks } from './webhooks';

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
  /** The fake's clock, for dates on records (tests of date filters set it). */
  now?: () => Date;
  log?: (message: string) => void;
};

export type FakePaystack = {
  /** Resolves with the base URL, e.g. http://127.0.0.1:5090. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Settles when every webhook delivery started so far has finished (tests). */
  webhooksDelivered(): Promise<void>;
  /** Processes the refunds queued so far (with `queueRefunds`). */
  processRefunds(): void;
  readonly server: Server;
};

export function createFakePaystack(options: FakePaystackOptions): FakePaystack {
  const now = options.now ?? (() => new Date());
  const ledger = new TransactionLedger(
    options.currencies ?? ['ZAR', 'USD', 'NGN', 'GHS', 'KES'],
    now,
    options.queueRefunds,
  );
  const webhooks = createWebhooks({
    url: options.webhookUrl,
    secretKey: options.secretKey,
    attempts: options.webhookAttempts,
    log: options.log ?? (() => undefined),
  });
  const open: RouteHandler = checkoutRoutes(ledger, webhooks);
  const keyed: RouteHandler[] = [transactionRoutes(ledger), refundRoutes(ledger, now)];

  const authorised = (req: IncomingMessage) =>
    req.headers.authorization === `Bearer ${options.secretKey}`;

  async function route(route: Route): Promise<void> {
    if (await open(route)) return;
    if (!authorised(route.req)) {
      send(route.res, 401, { status: false, message: 'Invalid key' });
      return;
    }
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
    processRefunds: () => ledger.processRefunds(),
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
      return new Promise((resolve) => server.close(() => resolve()));
    },
    webhooksDelivered: () => webhooks.settled(),
  };
}
