import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSignature } from '../../adapters/paystack-gateway';
import { checkoutPage } from './checkout-page';
import {
  PaystackRefusal,
  toPaystackData,
  TransactionLedger,
  type FakeTransaction,
} from './transactions';

export type FakePaystackOptions = {
  secretKey: string;
  /** Where `charge.success` events are posted, signed as Paystack signs them. */
  webhookUrl?: string;
  /** Currencies this merchant can charge; Paystack takes no EUR. */
  currencies?: readonly string[];
  /** Deliveries of one event before giving up (Paystack retries for hours). */
  webhookAttempts?: number;
  /** Refunds stay queued (`pending`) until `processRefunds()`, as Paystack's may for a while. */
  queueRefunds?: boolean;
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

const maxBodyBytes = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) reject(new PaystackRefusal('Request body too large', 413));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A stand-in for Paystack that the project owns: the parts of its HTTP API the app uses
 * (initialize, verify, refund and the list of refunds), its sandbox checkout page and its signed `charge.success`
 * webhook. The production adapter talks to it unchanged.
 */
export function createFakePaystack(options: FakePaystackOptions): FakePaystack {
  const ledger = new TransactionLedger(
    options.currencies ?? ['ZAR', 'USD', 'NGN', 'GHS', 'KES'],
    options.queueRefunds,
  );
  const log = options.log ?? (() => undefined);
  const deliveries = new Set<Promise<void>>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function deliverWebhook(tx: FakeTransaction): Promise<void> {
    if (!options.webhookUrl) return;
    const body = JSON.stringify({ event: 'charge.success', data: toPaystackData(tx) });
    const attempts = options.webhookAttempts ?? 5;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': paystackSignature(body, options.secretKey),
          },
          body,
        });
        if (answer.ok) return;
        log(`webhook for ${tx.reference}: HTTP ${answer.status} (attempt ${attempt})`);
      } catch (error) {
        log(`webhook for ${tx.reference}: ${(error as Error).message} (attempt ${attempt})`);
      }
      await sleep(250 * 2 ** attempt);
    }
  }

  function startDelivery(tx: FakeTransaction): void {
    const delivery = deliverWebhook(tx).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  function authorised(req: IncomingMessage): boolean {
    return req.headers.authorization === `Bearer ${options.secretKey}`;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-paystack');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? 'GET';

    if (parts[0] === 'checkout' && parts[1]) {
      const tx = ledger.byCode(parts[1]);
      if (!tx) return send(res, 404, { status: false, message: 'Unknown access code' });
      if (method === 'GET' && parts.length === 2) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(checkoutPage(tx, `/checkout/${encodeURIComponent(tx.accessCode)}`));
        return;
      }
      if (method === 'POST' && parts[2] === 'pay') {
        if (ledger.pay(tx, new Date())) startDelivery(tx);
        return send(res, 200, {
          status: true,
          message: 'Charge attempted',
          data: toPaystackData(tx),
        });
      }
      if (method === 'POST' && parts[2] === 'decline') {
        ledger.decline(tx);
        return send(res, 200, {
          status: true,
          message: 'Charge attempted',
          data: toPaystackData(tx),
        });
      }
    }

    if (!authorised(req)) {
      return send(res, 401, { status: false, message: 'Invalid key' });
    }
    if (method === 'POST' && url.pathname === '/transaction/initialize') {
      const tx = ledger.initialise(JSON.parse((await readBody(req)) || '{}'), new Date());
      const origin = `http://${req.headers.host}`;
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${origin}/checkout/${tx.accessCode}`,
          access_code: tx.accessCode,
          reference: tx.reference,
        },
      });
    }
    if (method === 'GET' && parts[0] === 'transaction' && parts[1] === 'verify' && parts[2]) {
      const tx = ledger.find(parts[2]);
      return send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: toPaystackData(tx),
      });
    }
    if (method === 'POST' && url.pathname === '/refund') {
      const body = JSON.parse((await readBody(req)) || '{}') as {
        transaction?: unknown;
        amount?: unknown;
      };
      const { tx, amount } = ledger.refund(String(body.transaction ?? ''), body.amount);
      return send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: tx.id,
            reference: tx.reference,
            amount: tx.amount,
            currency: tx.currency,
          },
          amount,
          currency: tx.currency,
          status: 'pending',
          refunded_at: new Date().toISOString(),
        },
      });
    }
    if (method === 'GET' && url.pathname === '/refund') {
      const refunds = ledger.listRefunds(url.searchParams.get('transaction') ?? undefined);
      return send(res, 200, { status: true, message: 'Refunds retrieved', data: refunds });
    }
    send(res, 404, { status: false, message: `No route ${method} ${url.pathname}` });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof PaystackRefusal)
        send(res, error.httpStatus, { status: false, message: error.message });
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
      return new Promise((resolve) => server.close(() => resolve()));
    },
    async webhooksDelivered() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}
