import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text';
import { renderPrintedDocument } from '../common/pdf-document';
import { orderDocumentDocument, orderFigures, type DocumentedOrder } from './order-document-pdf';

const platform = {
  legalName: 'Your Ticketing Paradise (Pty) Ltd',
  address: '1 Example Street\nCape Town',
  vatNumber: '4000000000',
};

/** Two General at R150 with R30 off, a VIP at R500, the fee passed on: R795.30 paid. */
const taxInvoiceOrder: DocumentedOrder = {
  eventId: 'e1',
  uid: 'buyer',
  email: 'thandi@example.com',
  requestId: 'r1',
  items: [
    { typeId: 'gen', name: 'General', quantity: 2, unitPrice: 15000, discount: 3000 },
    { typeId: 'vip', name: 'VIP', quantity: 1, unitPrice: 50000 },
  ],
  amount: 79530,
  currency: 'ZAR',
  charge: { feeMode: 'passed_on', platformFee: 2200, vat: 330 },
  promo: { code: 'EARLY', discount: 3000 },
  status: 'paid',
  createdAt: '2026-12-01T09:00:00.000Z',
  holdExpiresAt: '2026-12-01T09:10:00.000Z',
  invoice: {
    number: 123,
    issuedAt: '2026-12-01T22:30:00.000Z',
    key: 'k'.repeat(22),
    seller: {
      legalName: 'Rooftop Collective (Pty) Ltd',
      address: '12 Long Street\nCape Town',
      vatNumber: '4123456789',
      vatRateBasisPoints: 1500,
    },
    platform,
    eventName: 'Rooftop Sessions',
    timeZone: 'Africa/Johannesburg',
  },
};

const printed = async (order: DocumentedOrder, kind: 'invoice' | 'credit-note' = 'invoice') =>
  (
    await pdfText(await renderPrintedDocument(orderDocumentDocument('order-1', order, kind)))
  ).replace(/\s+/g, ' ');

describe('the buyer’s documents', () => {
  it('a tax invoice: the seller and its VAT number, each line with its VAT, the platform’s fee, the total paid', async () => {
    const text = await printed(taxInvoiceOrder);
    for (const expected of [
      'Tax invoice',
      'Rooftop Collective (Pty) Ltd 12 Long Street Cape Town VAT number 4123456789',
      'thandi@example.com',
      'Tax invoice number INV-000123',
      // 22:30 UTC is already the next day in Johannesburg.
      'Date of issue 2 December 2026',
      'Order reference order-1',
      'Event Rooftop Sessions',
      'General 2 150.00 35.22 270.00',
      'Promo code EARLY: 30.00 off',
      'VIP 1 500.00 65.22 500.00',
      'Tickets 100.44 770.00',
      'Service fee 22.00',
      'VAT on the service fee 3.30',
      'Service fee with VAT 25.30',
      'Total paid (ZAR) 795.30',
      'Ticket prices include VAT at 15 %: 100.44 ZAR in all.',
      'Your Ticketing Paradise (Pty) Ltd’s, the platform that sold the tickets: 1 Example Street, Cape Town, VAT number 4000000000.',
      'INV-000123 - page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    const figures = orderFigures('order-1', taxInvoiceOrder);
    const lines = figures.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(lines + figures.serviceFee + figures.serviceFeeVat).toBe(taxInvoiceOrder.amount);
  });

  it('a receipt: a seller without a VAT number, no VAT in its prices, the fee absorbed', async () => {
    const order: DocumentedOrder = {
      eventId: 'e1',
      uid: 'buyer',
      email: 'thandi@example.com',
      requestId: 'r1',
      status: 'paid',
      createdAt: '2026-12-01T09:00:00.000Z',
      holdExpiresAt: '2026-12-01T09:10:00.000Z',
      currency: 'ZAR',
      items: [{ typeId: 'gen', name: 'General', quantity: 3, unitPrice: 300 }],
      amount: 900,
      charge: { feeMode: 'absorbed', platformFee: 261, vat: 39 },
      invoice: {
        number: 7,
        issuedAt: taxInvoiceOrder.invoice.issuedAt,
        key: taxInvoiceOrder.invoice.key,
        seller: { legalName: 'Rooftop' },
        eventName: 'Rooftop Sessions',
      },
    };
    const text = await printed(order);
    expect(text).toMatch(/^Receipt /);
    expect(text).toContain('Receipt number INV-000007');
    expect(text).toContain('General 3 3.00 9.00');
    expect(text).toContain('Total paid (ZAR) 9.00');
    for (const absent of ['Tax invoice', 'VAT', 'Service fee', 'Promo']) {
      expect(text).not.toContain(absent);
    }
  });

  it('a credit note: points to the tax invoice and returns everything paid, split as it was', async () => {
    const text = await printed(
      {
        ...taxInvoiceOrder,
        status: 'refunded',
        creditNote: { number: 7, issuedAt: '2026-12-05T08:00:00.000Z' },
      },
      'credit-note',
    );
    for (const expected of [
      'Credit note',
      'REFUNDED TO thandi@example.com',
      'Credit note number CN-000007',
      'Date of issue 5 December 2026',
      'Credits Tax invoice INV-000123 of 2 December 2026',
      'Tickets refunded',
      'General 2 150.00 35.22 270.00',
      'Service fee refunded',
      'Total refunded (ZAR) 795.30',
      'Everything paid for order order-1 went back to the card it was paid with.',
      'CN-000007 - page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses to print lines that do not come to what was paid', () => {
    expect(() => orderFigures('order-1', { ...taxInvoiceOrder, amount: 79531 })).toThrow(
      'The lines of order order-1 come to 79530, but 79531 was paid',
    );
  });
});
