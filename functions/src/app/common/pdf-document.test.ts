import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfText } from '../../test-support/pdf-text';
import { renderPrintedDocument, type PrintedDocument } from './pdf-document';

const document = (rows: number): PrintedDocument => ({
  title: 'Tax invoice',
  parties: [
    { heading: 'From', lines: ['Platform (Pty) Ltd', 'VAT number 4000000000'] },
    { heading: 'To', lines: ['Rooftop Sessions'] },
  ],
  facts: [['Number', 'FEE-000001']],
  tables: [
    {
      heading: 'Fees',
      columns: [
        { header: 'Event', share: 3 },
        { header: 'Amount', share: 1, align: 'right' },
      ],
      rows: Array.from({ length: rows }, (_, row) => [`Event ${row + 1}`, '1.00']),
      totals: [['Total', `${rows}.00`]],
    },
  ],
  notes: [`A note long enough to wrap onto a second line. ${'Words and more words. '.repeat(8)}`],
  footer: 'FEE-000001',
});

describe('a printed document', () => {
  it('says its title, parties, facts, lines and totals on one page', async () => {
    const text = await pdfText(await renderPrintedDocument(document(3)));
    for (const expected of ['Tax invoice', 'Platform (Pty) Ltd', 'To', 'FEE-000001', 'Event 3']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Total\s+3\.00/);
    expect(text).toContain('FEE-000001 - page 1 of 1');
  });

  it('flows long tables onto more pages, each with the table headers again', async () => {
    const bytes = await renderPrintedDocument(document(120));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const pages = await pdfPageTexts(bytes);
    expect(pages[1]).toContain('Fees (continued)');
    expect(pages.join('\n')).toContain('Event 120');
    expect(pages.at(-1)).toMatch(/Total\s+120\.00/);
  });
});
