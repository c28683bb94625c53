import { formatVatRate } from '../../contract/legal-details';
import { formatMinorUnits } from '../../contract/money';
import type { OrderDocumentKind } from '../../contract/order-documents';
import { saleFigures, type SaleFigures } from '../../domain/sale-figures';
import type { OrderRecord } from '../checkout/checkout-records';
import type { PrintedDocument, PrintedTable } from '../common/pdf-document';
import { partyLines } from './document-parties';
import type { OrderInvoiceRecord } from './invoice-records';
import { paidServiceFee } from './invoice-snapshot';
import { formatOrderDocumentNumber, receiptTitle } from './order-document-names';

/** An order with its receipt issued (and, for a credit note, refunded). */
export type DocumentedOrder = OrderRecord & { invoice: OrderInvoiceRecord };

const money = formatMinorUnits;

/** "1 December 2026": a document's day, in its event's time zone (UTC without one). */
function documentDay(at: string, timeZone = 'UTC'): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: zone }).format(new Date(at));
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** The figures an order's documents show; they must come to what the buyer paid. */
export function orderFigures(orderId: string, order: DocumentedOrder): SaleFigures {
  const { charge } = order;
  const figures = saleFigures({
    items: order.items,
    ...(order.invoice.seller.vatRateBasisPoints
      ? { vatRateBasisPoints: order.invoice.seller.vatRateBasisPoints }
      : {}),
    ...(charge && paidServiceFee(order)
      ? { serviceFee: { fee: charge.platformFee, vat: charge.vat } }
      : {}),
  });
  if (figures.total !== order.amount) {
    // A document whose lines do not come to the payment is wrong: none rather than that.
    throw new Error(
      `The lines of order ${orderId} come to ${figures.total}, but ${order.amount} was paid`,
    );
  }
  return figures;
}

function ticketsTable(
  order: DocumentedOrder,
  figures: SaleFigures,
  isRefund: boolean,
): PrintedTable {
  const hasVat = figures.ticketsVat > 0 || order.invoice.seller.vatRateBasisPoints !== undefined;
  return {
    heading: isRefund ? 'Tickets refunded' : 'Tickets',
    columns: [
      { header: 'Ticket', share: 4 },
      { header: 'Quantity', share: 1.2, align: 'right' },
      { header: 'Unit price', share: 1.5, align: 'right' },
      ...(hasVat ? [{ header: 'VAT included', share: 1.5, align: 'right' as const }] : []),
      { header: 'Amount', share: 1.5, align: 'right' },
    ],
    rows: figures.lines.flatMap((line) => [
      [
        line.name,
        String(line.quantity),
        money(line.unitPrice),
        ...(hasVat ? [money(line.vat)] : []),
        money(line.amount),
      ],
      ...(line.discount > 0
        ? [
            {
              spanning: `${order.promo ? `Promo code ${order.promo.code}: ` : ''}${money(line.discount)} off`,
            },
          ]
        : []),
    ]),
    totals: [
      ['Tickets', '', '', ...(hasVat ? [money(figures.ticketsVat)] : []), money(figures.tickets)],
    ],
  };
}

function serviceFeeTable(figures: SaleFigures, isRefund: boolean): PrintedTable {
  return {
    heading: isRefund ? 'Service fee refunded' : 'Service fee',
    columns: [
      { header: 'Item', share: 4 },
      { header: 'Amount', share: 1.5, align: 'right' },
    ],
    rows: [
      ['Service fee', money(figures.serviceFee)],
      ['VAT on the service fee', money(figures.serviceFeeVat)],
    ],
    totals: [['Service fee with VAT', money(figures.serviceFee + figures.serviceFeeVat)]],
  };
}

function totalTable(order: DocumentedOrder, figures: SaleFigures, isRefund: boolean): PrintedTable {
  const hasFee = figures.serviceFee + figures.serviceFeeVat > 0;
  return {
    columns: [
      { header: 'In all', share: 4 },
      { header: 'Amount', share: 1.5, align: 'right' },
    ],
    rows: [
      ['Tickets', money(figures.tickets)],
      ...(hasFee
        ? [['Service fee with VAT', money(figures.serviceFee + figures.serviceFeeVat)]]
        : []),
    ],
    totals: [
      [`${isRefund ? 'Total refunded' : 'Total paid'} (${order.currency})`, money(figures.total)],
    ],
  };
}

/**
 * A buyer's receipt (a tax invoice where the seller gave a VAT number) or credit note, as
 * printed: the seller as it was when the order was paid, the buyer, the number and day, each
 * ticket type with its quantity, price and the VAT its price includes, the service fee and its
 * VAT as the platform's where the buyer paid one, and the total paid (or refunded).
 */
export function orderDocumentDocument(
  orderId: string,
  order: DocumentedOrder,
  kind: OrderDocumentKind,
): PrintedDocument {
  const { invoice } = order;
  const isRefund = kind === 'credit-note';
  const issued = isRefund ? order.creditNote : invoice;
  if (!issued) throw new Error(`Order ${orderId} has no ${kind}`);
  const figures = orderFigures(orderId, order);
  const receiptNumber = formatOrderDocumentNumber('invoice', invoice.number);
  const number = formatOrderDocumentNumber(kind, issued.number);
  const title = isRefund ? 'Credit note' : receiptTitle(invoice);
  const day = (at: string) => documentDay(at, invoice.timeZone);
  const hasFee = figures.serviceFee + figures.serviceFeeVat > 0;
  const rate = invoice.seller.vatRateBasisPoints;
  const platform = invoice.platform;
  return {
    title,
    parties: [
      { heading: 'FROM', lines: partyLines(invoice.seller) },
      { heading: isRefund ? 'REFUNDED TO' : 'SOLD TO', lines: [order.email] },
    ],
    facts: [
      [`${title} number`, number],
      ['Date of issue', day(issued.issuedAt)],
      ...(isRefund
        ? [
            [
              'Credits',
              `${receiptTitle(invoice)} ${receiptNumber} of ${day(invoice.issuedAt)}`,
            ] as const,
          ]
        : []),
      ['Order reference', orderId],
      ['Event', invoice.eventName],
      ['Currency', order.currency],
    ],
    tables: [
      ticketsTable(order, figures, isRefund),
      ...(hasFee ? [serviceFeeTable(figures, isRefund)] : []),
      totalTable(order, figures, isRefund),
    ],
    notes: [
      ...(isRefund
        ? [`Everything paid for order ${orderId} went back to the card it was paid with.`]
        : []),
      ...(rate
        ? [
            `Ticket prices include VAT at ${formatVatRate(rate)}: ${money(figures.ticketsVat)} ${order.currency} in all.`,
          ]
        : []),
      ...(hasFee && platform
        ? [
            `The service fee and its VAT are ${platform.legalName}’s, the platform that sold the tickets: ${partyLines(platform).slice(1).join(', ')}.`,
          ]
        : []),
    ],
    footer: number,
  };
}
