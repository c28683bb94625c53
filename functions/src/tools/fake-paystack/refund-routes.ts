import { ok, readJson, type Route, type RouteHandler } from './http';
import { pageOf, windowOf } from './paging';
import { toPaystackRefund } from './transaction-data';
import type { TransactionLedger } from './transactions';

/** `POST /refund` and `GET /refund` (by `transaction`, and by `from` and `to`). */
export function refundRoutes(ledger: TransactionLedger, now: () => Date): RouteHandler {
  return async ({ req, res, url, method }: Route) => {
    if (url.pathname !== '/refund') return false;
    if (method === 'POST') {
      const body = await readJson(req);
      const { tx, amount } = ledger.refund(String(body.transaction ?? ''), body.amount);
      return ok(res, 'Refund has been queued for processing', {
        transaction: {
          id: tx.id,
          domain: 'test',
          reference: tx.reference,
          amount: tx.amount,
          paid_at: tx.paidAt,
          channel: 'card',
          currency: tx.currency,
        },
        integration: 1,
        deducted_amount: 0,
        channel: null,
        merchant_note: `Refund for transaction ${tx.reference}`,
        customer_note: `Refund for transaction ${tx.reference}`,
        amount,
        currency: tx.currency,
        domain: 'test',
        status: 'pending',
        refunded_by: 'merchant@fake-paystack.test',
        expected_at: now().toISOString(),
        fully_deducted: false,
      });
    }
    if (method === 'GET') {
      const transaction = url.searchParams.get('transaction') ?? undefined;
      const listed = ledger.listRefunds(windowOf(url), transaction);
      const { data, meta } = pageOf(listed, url, { failedRefundCount: 0 });
      return ok(res, 'Refunds retrieved', data.map(toPaystackRefund), meta);
    }
    return false;
  };
}
