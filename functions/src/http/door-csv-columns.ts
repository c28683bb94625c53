import type { Attendee, OrderRow } from '../contract/orders';
import { formatMinorUnits } from '../contract/money';
import type { CsvColumn } from './csv-download';

const attendeeStatusWords = (attendee: Attendee): string => {
  if (attendee.status === 'void') {
    if (attendee.voidReason === 'cancelled') return 'Void (event cancelled)';
    if (attendee.voidReason === 'transferred') return 'Void (transferred)';
    return 'Void (refunded)';
  }
  return attendee.checkedInAt ? 'Checked in' : 'Not checked in';
};

/** The attendee export's columns, headed in words; times in ISO 8601 (UTC). */
export const attendeeColumns: ReadonlyArray<CsvColumn<Attendee>> = [
  { header: 'Ticket code', value: (row) => row.code },
  { header: 'Ticket type', value: (row) => row.typeName },
  { header: 'Holder email', value: (row) => row.holderEmail },
  { header: 'Order reference', value: (row) => row.orderReference },
  { header: 'Status', value: attendeeStatusWords },
  { header: 'Checked in at', value: (row) => row.checkedInAt },
  { header: 'Checked in by', value: (row) => row.checkedInBy },
  { header: 'Bought at', value: (row) => row.createdAt },
];

const orderStatusWords: Record<OrderRow['status'], string> = {
  held: 'Held (awaiting payment)',
  paid: 'Paid',
  expired: 'Expired',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

/** The order export's columns: amounts in major units ("150.00") beside their currency. */
export const orderColumns: ReadonlyArray<CsvColumn<OrderRow>> = [
  { header: 'Order reference', value: (row) => row.reference },
  { header: 'Buyer email', value: (row) => row.email },
  { header: 'Tickets', value: (row) => row.quantity },
  { header: 'Amount', value: (row) => formatMinorUnits(row.amount) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Status', value: (row) => orderStatusWords[row.status] },
  { header: 'Payment problem', value: (row) => row.flagged },
  { header: 'Ordered at', value: (row) => row.createdAt },
  { header: 'Paid at', value: (row) => row.paidAt },
  { header: 'Refunded at', value: (row) => row.refundedAt },
  { header: 'Promo code', value: (row) => row.promoCode },
  {
    header: 'Discount',
    value: (row) => (row.discount === undefined ? undefined : formatMinorUnits(row.discount)),
  },
];
