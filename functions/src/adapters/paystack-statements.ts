import type { Period, PayoutGateway } from '../ports/payout-gateway';
import type { PaystackHttp } from './paystack-http';
import { allPages } from './paystack-paging';
import {
  refundSchema,
  toGatewayRefund,
  toGatewayTransaction,
  transactionSchema,
} from './paystack-schemas';
import { listedTransferSchema, toTransfer } from './paystack-transfer-schemas';

type Statements = Pick<PayoutGateway, 'listTransactions' | 'listTransfers' | 'listRefunds'>;

/** Paystack's `from` and `to` filters take ISO 8601 date-times. */
const range = ({ from, to }: Period) => ({ from: from.toISOString(), to: to.toISOString() });

/** Paystack's lists of payments, transfers and refunds over a period, for reconciliation. */
export function createPaystackStatements(http: PaystackHttp): Statements {
  return {
    async listTransactions(period) {
      const listed = await allPages(
        http,
        '/transaction',
        range(period),
        transactionSchema,
        'transaction list',
      );
      return listed.map(toGatewayTransaction);
    },

    async listTransfers(period) {
      const listed = await allPages(
        http,
        '/transfer',
        range(period),
        listedTransferSchema,
        'transfer list',
      );
      return listed.map(toTransfer);
    },

    async listRefunds(period) {
      const listed = await allPages(http, '/refund', range(period), refundSchema, 'refund list');
      return listed.map(toGatewayRefund);
    },
  };
}
