import type { IssuerDetails } from '../../contract/legal-details';
import type { Transaction } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { prepareNextNumber } from './document-numbers';
import type { OrderInvoiceRecord } from './invoice-records';
import { invoiceRecordOf } from './invoice-snapshot';

/**
 * The receipt (or tax invoice) of an order being paid, inside the transaction that fulfils
 * it: the next number of the seller's `invoice` series and what the document shows, kept.
 * Reads now; call `take` with the transaction's other writes, and write `record` on the order.
 */
export async function prepareOrderInvoice(
  tx: Transaction,
  {
    orgId,
    order,
    eventName,
    timeZone,
    organisation,
    platform,
    now,
  }: {
    orgId: string;
    order: Pick<OrderRecord, 'charge'>;
    eventName: string;
    timeZone: string | undefined;
    organisation: OrganisationRecord | undefined;
    platform: IssuerDetails;
    now: string;
  },
): Promise<{ record: OrderInvoiceRecord; take: () => void }> {
  const next = await prepareNextNumber(tx, orgId, 'invoice', now);
  const record = invoiceRecordOf({
    number: next.number,
    issuedAt: now,
    order,
    eventName,
    timeZone,
    organisation,
    platform,
  });
  return { record, take: next.take };
}
