import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitted, printable } from './pdf-text-fit';

describe('text on a PDF', () => {
  it('writes what the standard fonts cannot show as its nearest letters', () => {
    expect(printable('Ẹ kú àbọ̀ – 🎷')).toBe('E ku abo – ?');
  });

  it('cuts a text too wide for its place, with an ellipsis', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(fitted('Short', font, 10, 200)).toBe('Short');
    const cut = fitted('A very long event name that cannot fit', font, 10, 60);
    expect(cut).toMatch(/^A very.*\.\.\.$/);
    expect(font.widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(60);
  });
});
