import { transferOutcomes, type TransferOutcome } from './banks';
import { ok, PaystackRefusal, readJson, type Route, type RouteHandler } from './http';
import { pageOf, windowOf } from './paging';
import {
  toCreatedTransfer,
  toPaystackTransfer,
  type FakeTransfer,
  type TransferBook,
} from './transfers';
import type { Webhooks } from './webhooks';

export type TransferDesk = {
  routes: RouteHandler;
  /** The control switch: see server.ts. Answers the transfer when it exists already. */
  steer(reference: string, outcome: TransferOutcome): FakeTransfer | undefined;
};

/**
 * `POST /transfer`, `GET /transfer/verify/:reference`, `GET /transfer`, and the fake's own
 * `POST /_fake/transfers/:reference`. A new transfer answers `pending`, then reaches its
 * outcome `settleAfterMs` later with a signed `transfer.*` webhook, as Paystack's do.
 */
export function transferDesk(
  book: TransferBook,
  webhooks: Webhooks,
  settleAfterMs: number,
): TransferDesk {
  function settle(transfer: FakeTransfer): void {
    if (book.settle(transfer)) {
      webhooks.send(`transfer.${transfer.status}`, toPaystackTransfer(transfer));
    }
  }

  function steer(reference: string, outcome: TransferOutcome) {
    const transfer = book.steer(reference, outcome);
    if (transfer) settle(transfer);
    return transfer;
  }

  async function routes({ req, res, url, parts, method }: Route): Promise<boolean> {
    if (method === 'POST' && url.pathname === '/transfer') {
      const transfer = book.initiate(await readJson(req));
      webhooks.later(settleAfterMs, () => settle(transfer));
      return ok(res, 'Transfer has been queued', toCreatedTransfer(transfer));
    }
    if (method === 'GET' && parts[0] === 'transfer' && parts[1] === 'verify' && parts[2]) {
      return ok(res, 'Transfer retrieved', toPaystackTransfer(book.find(parts[2])));
    }
    if (method === 'GET' && url.pathname === '/transfer') {
      const { data, meta } = pageOf(book.list(windowOf(url)), url);
      return ok(res, 'Transfers retrieved', data.map(toPaystackTransfer), meta);
    }
    if (method === 'POST' && parts[0] === '_fake' && parts[1] === 'transfers' && parts[2]) {
      const outcome = (await readJson(req)).outcome;
      const known = transferOutcomes.find((candidate) => candidate === outcome);
      if (!known) throw new PaystackRefusal(`outcome is one of ${transferOutcomes.join(', ')}`);
      const transfer = steer(parts[2], known);
      return transfer
        ? ok(res, `Transfer steered to ${known}`, toPaystackTransfer(transfer))
        : ok(res, `The transfer with this reference will end ${known}`, null);
    }
    return false;
  }

  return { routes, steer };
}
