import type { IssuerDetails } from '../../contract/legal-details';
import type { OrderRecord } from '../checkout/checkout-records';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { organisationParty } from './document-parties';
import { newDocumentKey, type OrderInvoiceRecord, type SellerSnapshot } from './invoice-records';

/**
 * The seller as a document names it (its legal details, else its name alone) and the rate of
 * VAT its prices include.
 */
export function sellerSnapshot(organisation: OrganisationRecord | undefined): SellerSnapshot {
  const legal = organisation?.legal;
  return {
    ...organisationParty(organisation, 'The organiser'),
    ...(legal?.pricesIncludeVat && legal.vatRateBasisPoints
      ? { vatRateBasisPoints: legal.vatRateBasisPoints }
      : {}),
  };
}

/** Whether the buyer paid the platform a service fee: passed on, and more than nothing. */
export const paidServiceFee = (order: Pick<OrderRecord, 'charge'>) =>
  order.charge?.feeMode === 'passed_on' && order.charge.platformFee + order.charge.vat > 0;

/**
 * A paid order's invoice record, numbered `number`: the seller and (for a service fee the
 * buyer paid) the platform as they are now, kept for good.
 */
export function invoiceRecordOf({
  number,
  issuedAt,
  order,
  eventName,
  timeZone,
  organisation,
  platform,
}: {
  number: number;
  issuedAt: string;
  order: Pick<OrderRecord, 'charge'>;
  eventName: string;
  timeZone: string | undefined;
  organisation: OrganisationRecord | undefined;
  platform: IssuerDetails;
}): OrderInvoiceRecord {
  return {
    number,
    issuedAt,
    key: newDocumentKey(),
    seller: sellerSnapshot(organisation),
    ...(paidServiceFee(order) ? { platform } : {}),
    eventName,
    ...(timeZone ? { timeZone } : {}),
  };
}
