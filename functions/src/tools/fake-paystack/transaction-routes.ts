import { checkoutPage } from './checkout-page';
import { ok, readJson, send, type Route, type RouteHandler } from './http';
import { pageOf, windowOf } from './paging';
import { toListedTransaction, toPaystackData } from './transaction-data';
import type { TransactionLedger } from './transactions';
import type { Webhooks } from './webhooks';

/**
 * The sandbox checkout (open: the buyer's browser holds no key), which a test drives with
 * `POST /checkout/:code/pay` or `/decline` as the popup's buttons do.
 */
export function checkoutRoutes(ledger: TransactionLedger, webhooks: Webhooks): RouteHandler {
  return async ({ req, res, parts, method }: Route) => {
    if (parts[0] !== 'checkout' || !parts[1]) return false;
    // Paystack keeps the address the buyer paid from (`ip_address`).
    const buyerAddress = req.socket.remoteAddress ?? '127.0.0.1';
    const tx = ledger.byCode(parts[1]);
    if (!tx) return send(res, 404, { status: false, message: 'Unknown access code' });
    if (method === 'GET' && parts.length === 2) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(checkoutPage(tx, `/checkout/${encodeURIComponent(tx.accessCode)}`));
      return true;
    }
    if (method === 'POST' && parts[2] === 'pay') {
      if (ledger.pay(tx, buyerAddress)) webhooks.send('charge.success', toPaystackData(tx));
      return ok(res, 'Charge attempted', toPaystackData(tx));
    }
    if (method === 'POST' && parts[2] === 'decline') {
      ledger.decline(tx, buyerAddress);
      return ok(res, 'Charge attempted', toPaystackData(tx));
    }
    return false;
  };
}

/** `POST /transaction/initialize`, `GET /transaction/verify/:reference`, `GET /transaction`. */
export function transactionRoutes(ledger: TransactionLedger): RouteHandler {
  return async ({ req, res, url, parts, method }: Route) => {
    if (parts[0] !== 'transaction') return false;
    if (method === 'POST' && url.pathname === '/transaction/initialize') {
      const tx = ledger.initialise(await readJson(req));
      const origin = `http://${req.headers.host}`;
      return ok(res, 'Authorization URL created', {
        authorization_url: `${origin}/checkout/${tx.accessCode}`,
        access_code: tx.accessCode,
        reference: tx.reference,
      });
    }
    if (method === 'GET' && parts[1] === 'verify' && parts[2]) {
      return ok(res, 'Verification successful', toPaystackData(ledger.find(parts[2])));
    }
    if (method === 'GET' && parts.length === 1) {
      const listed = ledger.list(windowOf(url));
      const volume = listed.reduce((sum, tx) => sum + (tx.paidAt ? tx.amount : 0), 0);
      const { data, meta } = pageOf(listed, url, { total_volume: volume });
      return ok(res, 'Transactions retrieved', data.map(toListedTransaction), meta);
    }
    return false;
  };
}
