/**
 * The platform's fee invoices and credit notes on both DocStores: per organisation, closed
 * month (UTC) and currency, issued lazily when first asked for, once however many ask at
 * once, numbered in the platform's series; a credit note points to the invoices of the fees
 * it gives back; a printed one says what its record does.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { IssuerDetails } from '../../contract/legal-details';
import type { LedgerEntryKind } from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { postToLedger } from '../../test-support/money-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { TestClock } from '../../test-support/test-clock';
import type { EventRecord } from '../events/event-records';
import type { MembershipRecord, OrganisationRecord } from '../organisations/organisation-records';
import type { DocumentCounterRecord } from './document-numbers';
import { getFeeDocumentPdf } from './get-fee-document-pdf';
import { listFeeDocuments } from './list-fee-documents';

const platformIssuer: IssuerDetails = {
  legalName: 'Ticketing Paradise (Pty) Ltd',
  address: '1 Main Road\nCape Town',
  vatNumber: '4123456789',
};
const asker = { uid: 'owner-1', orgId: 'org1' };

describe.each(docStoreHarnesses('demo-fee-documents'))('fee documents on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(Date.parse('2026-12-01T00:10:00.000Z'));
  const services = () => ({ docs, clock, platformIssuer });
  const list = () => listFeeDocuments({ services: services(), asker });

  const storeEvent = (eventId: string, orgId: string, name: string) =>
    docs.set(paths.event(eventId), {
      uid: 'owner-1',
      orgId,
      name,
      description: '',
      createdAt: '2026-09-10T10:00:00.000Z',
      updatedAt: '2026-09-10T10:00:00.000Z',
    } satisfies EventRecord);
  /** A sale's fee and VAT (`sign` 1) or a refund's return of them (-1), at `at`. */
  const fees = (
    eventId: string,
    order: string,
    at: string,
    fee: number,
    sign = 1,
    currency = 'ZAR',
  ) => {
    const [feeKind, vatKind]: LedgerEntryKind[] =
      sign > 0
        ? ['platform_fee', 'platform_fee_vat']
        : ['platform_fee_returned', 'platform_fee_vat_returned'];
    return postToLedger(docs, {
      eventId,
      currency,
      reference: order,
      at,
      entries: [
        ...(sign > 0 ? [{ kind: 'sale' as const, amount: fee * 10 }] : []),
        { kind: feeKind, amount: -sign * fee },
        { kind: vatKind, amount: (-sign * fee * 15) / 100 },
      ],
    });
  };

  beforeEach(async () => {
    docs = await open();
    clock.at = Date.parse('2026-12-01T00:10:00.000Z');
    await docs.set(paths.organisation('org1'), {
      name: 'Rooftop',
      slug: 'rooftop',
      legal: {
        legalName: 'Rooftop Sessions (Pty) Ltd',
        address: '2 Long Street\nCape Town',
        vatNumber: '4987654321',
        pricesIncludeVat: false,
      },
      createdAt: '2026-09-01T00:00:00.000Z',
      updatedAt: '2026-09-01T00:00:00.000Z',
    } satisfies OrganisationRecord);
    await docs.set(paths.membership('org1', 'owner-1'), {
      orgId: 'org1',
      uid: 'owner-1',
      role: 'owner',
      addedAt: '2026-09-01T00:00:00.000Z',
    } satisfies MembershipRecord);
    await storeEvent('e1', 'org1', 'December Sessions');
    await storeEvent('e2', 'org1', 'Jazz night');
    await storeEvent('other', 'org2', 'Not theirs');
    // October: two events' sales in rand, one in dollars; another organisation's.
    await fees('e1', 'order-a', '2026-10-05T10:00:00.000Z', 1_000);
    await fees('e2', 'order-b', '2026-10-31T23:59:59.999Z', 500);
    await fees('e2', 'order-c', '2026-10-20T10:00:00.000Z', 200, 1, 'USD');
    await fees('other', 'order-x', '2026-10-20T10:00:00.000Z', 900);
    // November: a sale, and refunds of it and of an October sale.
    await fees('e1', 'order-d', '2026-11-01T00:00:00.000Z', 2_000);
    await fees('e1', 'order-a', '2026-11-10T10:00:00.000Z', 1_000, -1);
    await fees('e1', 'order-d', '2026-11-20T10:00:00.000Z', 2_000, -1);
    // December, not closed: nothing yet.
    await fees('e1', 'order-e', '2026-12-01T00:05:00.000Z', 3_000);
  });

  const counter = async (series: 'fee_invoice' | 'fee_credit_note') =>
    (await docs.get<DocumentCounterRecord>(paths.documentCounter('platform', series))).data?.last;

  it('issues each closed month’s documents once, however many ask at once', async () => {
    // November is not closed until a quarter of an hour into December.
    expect((await list()).documents.map((document) => document.id)).toEqual([
      'invoice-2026-10-USD',
      'invoice-2026-10-ZAR',
    ]);
    clock.at = Date.parse('2026-12-01T00:20:00.000Z');
    const [first, second] = await Promise.all([list(), list()]);
    expect(second).toEqual(first);
    expect(first.documents).toEqual([
      expect.objectContaining({
        id: 'invoice-2026-11-ZAR',
        number: 'FEE-000003',
        fees: 2_000,
        vat: 300,
        total: 2_300,
      }),
      expect.objectContaining({
        id: 'credit-note-2026-11-ZAR',
        kind: 'credit_note',
        number: 'FCN-000001',
        fees: 3_000,
        vat: 450,
        creditsInvoices: ['FEE-000002', 'FEE-000003'],
      }),
      expect.objectContaining({ id: 'invoice-2026-10-USD', number: 'FEE-000001', fees: 200 }),
      expect.objectContaining({
        id: 'invoice-2026-10-ZAR',
        number: 'FEE-000002',
        fees: 1_500,
        vat: 225,
        total: 1_725,
      }),
    ]);
    expect(await counter('fee_invoice')).toBe(3);
    expect(await counter('fee_credit_note')).toBe(1);
    // Asked again, nothing changes and nothing is numbered.
    clock.at = Date.parse('2026-12-20T00:00:00.000Z');
    expect(await list()).toEqual(first);
    expect(await counter('fee_invoice')).toBe(3);
  });

  it('prints the invoice and its credit note with their lines and totals', async () => {
    clock.at = Date.parse('2026-12-02T08:00:00.000Z');
    const printed = async (documentId: string) => {
      const { filename, pdf } = await getFeeDocumentPdf({
        services: services(),
        asker,
        documentId,
      });
      return { filename, text: await pdfText(pdf) };
    };
    const invoice = await printed('invoice-2026-10-ZAR');
    expect(invoice.filename).toBe('FEE-000002.pdf');
    for (const expected of [
      'Tax invoice',
      'Ticketing Paradise (Pty) Ltd',
      'VAT number 4123456789',
      'Rooftop Sessions (Pty) Ltd',
      'VAT number 4987654321',
      'FEE-000002',
      'October 2026 (UTC)',
      '2 December 2026',
    ]) {
      expect(invoice.text).toContain(expected);
    }
    expect(invoice.text).toMatch(/December Sessions\s+10\.00\s+1\.50\s+11\.50/);
    expect(invoice.text).toMatch(/Jazz night\s+5\.00\s+0\.75\s+5\.75/);
    expect(invoice.text).toMatch(/Total\s+15\.00\s+2\.25\s+17\.25/);

    const credit = await printed('credit-note-2026-11-ZAR');
    expect(credit.text).toContain('Credit note');
    expect(credit.text).toMatch(/Credits invoice\s+FEE-000002, FEE-000003/);
    expect(credit.text).toMatch(/Total\s+30\.00\s+4\.50\s+34\.50/);

    await expect(printed('invoice-2026-12-ZAR')).rejects.toMatchObject({ code: 'not_found' });
  });
});
