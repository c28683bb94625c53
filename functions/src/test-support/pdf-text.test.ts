import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from './pdf-text';

describe('pdf text', () => {
  it('reads back what pdf-lib wrote, page by page', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Tax invoice INV-000042', { x: 50, y: 700, font, size: 12 });
    pdf.addPage().drawText('Total paid R 150.00', { x: 50, y: 700, font, size: 12 });
    const pages = await pdfPageTexts(await pdf.save());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Tax invoice INV-000042');
    expect(pages[1]).toContain('Total paid R 150.00');
  });
});
