import type { PDFFont } from 'pdf-lib';

/** A4 in points: every document the platform prints (tickets, invoices, statements). */
export const a4 = { width: 595.28, height: 841.89 } as const;

/**
 * The standard fonts speak WinAnsi only, and embedding a full Unicode font would make every
 * PDF heavy: accents are kept as their base letters, anything else WinAnsi lacks becomes "?".
 */
export function printable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu, '?');
}

/** Cuts `text` to `width` points, with an ellipsis, so a long name never runs off the page. */
export function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let shown = printable(text);
  if (font.widthOfTextAtSize(shown, size) <= width) return shown;
  while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, size) > width) {
    shown = shown.slice(0, -1);
  }
  return `${shown}...`;
}
