import { vatIncluded } from './vat-included';

/** A line of a sale: a ticket type's tickets at their price, less what a promo code took off. */
export type SaleItem = { name: string; quantity: number; unitPrice: number; discount?: number };

export type SaleFiguresInput = {
  items: readonly SaleItem[];
  /** The rate of VAT the ticket prices include (basis points); unset: none. */
  vatRateBasisPoints?: number;
  /** The service fee and its VAT the buyer paid the platform (passed on); unset: none. */
  serviceFee?: { fee: number; vat: number };
};

export type SaleLine = Required<SaleItem> & {
  /** What the line charges: quantity × unit price, less its discount. */
  amount: number;
  /** The VAT inside `amount`, rounded once for the line (0 without a rate). */
  vat: number;
};

export type SaleFigures = {
  lines: SaleLine[];
  /** The lines' amounts, and the VAT inside them. */
  tickets: number;
  ticketsVat: number;
  serviceFee: number;
  serviceFeeVat: number;
  /** What the buyer paid: the tickets and the service fee with its VAT. */
  total: number;
};

/**
 * What a buyer's receipt, tax invoice or credit note shows of a sale, in minor units: each
 * line with the VAT its price includes (rounded half up once per line, as every share is), the
 * service fee and its VAT, and the total, which is the sum of what is shown.
 */
export function saleFigures({
  items,
  vatRateBasisPoints,
  serviceFee,
}: SaleFiguresInput): SaleFigures {
  const lines = items.map((item): SaleLine => {
    const discount = item.discount ?? 0;
    const amount = item.quantity * item.unitPrice - discount;
    const vat = vatRateBasisPoints ? vatIncluded(amount, vatRateBasisPoints) : 0;
    return { ...item, discount, amount, vat };
  });
  const tickets = lines.reduce((sum, line) => sum + line.amount, 0);
  const ticketsVat = lines.reduce((sum, line) => sum + line.vat, 0);
  const fee = serviceFee?.fee ?? 0;
  const feeVat = serviceFee?.vat ?? 0;
  return {
    lines,
    tickets,
    ticketsVat,
    serviceFee: fee,
    serviceFeeVat: feeVat,
    total: tickets + fee + feeVat,
  };
}
