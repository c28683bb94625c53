import { ok, readJson, type Route, type RouteHandler } from './http';
import { pageOf, windowOf } from './paging';
import { toCreatedRefund, toPaystackRefund } from './refund-data';
import type { TransactionLedger } from './transactions';

/** `POST /refund` and `GET /refund` (by `transaction`, and by `from` and `to`). */
export function refundRoutes(ledger: TransactionLedger): RouteHandler {
  return async ({ req, res, url, method }: Route) => {
    if (url.pathname !== '/refund') return false;
    if (method === 'POST') {
      const body = await readJson(req);
      const { tx, refund } = ledger.refund(String(body.transaction ?? ''), body.amount);
      return ok(res, 'Refund has been queued for processing', toCreatedRefund(tx, refund));
    }
    if (method === 'GET') {
      const transaction = url.searchParams.get('transaction') ?? undefined;
      const listed = ledger.listRefunds(windowOf(url), transaction);
      const { data, meta } = pageOf(listed, url, { failedRefundCount: 0 });
      const refunds = data.map((refund) =>
        toPaystackRefund(refund, ledger.find(refund.transactionReference)),
      );
      // This list's page size is a string in the description (the query's, given back).
      return ok(res, 'Refunds retrieved', refunds, { ...meta, perPage: String(meta.perPage) });
    }
    return false;
  };
}
