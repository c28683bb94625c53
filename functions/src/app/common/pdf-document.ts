import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { a4, fitted, printable } from './pdf-text-fit';

/** A column of a table: its share of the page's width, and numbers set to the right. */
export type PrintedColumn = { header: string; share: number; align?: 'left' | 'right' };

/** A row's cells, or a line of text under the row before it across the whole table. */
export type PrintedRow = readonly string[] | { readonly spanning: string };

export type PrintedTable = {
  heading?: string;
  columns: readonly PrintedColumn[];
  rows: readonly PrintedRow[];
  /** Bold rows under a rule: the totals the rows add up to. */
  totals?: ReadonlyArray<readonly string[]>;
};

/**
 * A business document as printed: a title, who it is from and to, its facts (number, dates),
 * tables of lines with their totals, and notes. Invoices, credit notes and statements are all
 * this shape; rows flow onto further pages, each repeating its table's headers.
 */
export type PrintedDocument = {
  title: string;
  /** Up to two blocks side by side: "From" and "To", each a heading and its lines. */
  parties: ReadonlyArray<{ heading: string; lines: readonly string[] }>;
  facts: ReadonlyArray<readonly [label: string, value: string]>;
  tables: readonly PrintedTable[];
  notes?: readonly string[];
  /** On every page's foot beside its page number (the document's number, say). */
  footer: string;
};

const margin = 48;
const width = a4.width - 2 * margin;
const lineHeight = 14;
const cellPadding = 4;

type Pen = {
  regular: PDFFont;
  bold: PDFFont;
  ink: Color;
  muted: Color;
  rule: Color;
  page: PDFPage;
  y: number;
  newPage: () => void;
};

/** Text at `x`, `y`, cut to `room` points and set to the right edge of it when asked. */
function write(
  pen: Pen,
  text: string,
  { x, room, size, bold = false, muted = false, right = false }: WriteOptions,
): void {
  const font = bold ? pen.bold : pen.regular;
  const shown = fitted(text, font, size, room);
  const offset = right ? room - font.widthOfTextAtSize(shown, size) : 0;
  pen.page.drawText(shown, {
    x: x + offset,
    y: pen.y,
    size,
    font,
    color: muted ? pen.muted : pen.ink,
  });
}
type WriteOptions = {
  x: number;
  room: number;
  size: number;
  bold?: boolean;
  muted?: boolean;
  right?: boolean;
};

/** `text` broken between words into lines of at most `room` points. */
function wrapped(text: string, font: PDFFont, size: number, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(longer, size) > room) {
      lines.push(line);
      line = word;
    } else {
      line = longer;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function rule(pen: Pen, y: number): void {
  pen.page.drawLine({
    start: { x: margin, y },
    end: { x: margin + width, y },
    thickness: 0.75,
    color: pen.rule,
  });
}

/** Room for `lines` more lines on this page, else a new page. */
function ensureRoom(pen: Pen, lines: number): boolean {
  if (pen.y - lines * lineHeight >= margin + 24) return false;
  pen.newPage();
  return true;
}

function drawRow(
  pen: Pen,
  columns: readonly PrintedColumn[],
  cells: readonly string[],
  bold: boolean,
): void {
  const shares = columns.reduce((sum, column) => sum + column.share, 0);
  let x = margin;
  columns.forEach((column, index) => {
    const cellWidth = (width * column.share) / shares;
    write(pen, cells[index] ?? '', {
      x: x + cellPadding,
      room: cellWidth - 2 * cellPadding,
      size: 9,
      bold,
      right: column.align === 'right',
    });
    x += cellWidth;
  });
}

function drawTableHeader(pen: Pen, table: PrintedTable, continued: boolean): void {
  if (table.heading) {
    write(pen, continued ? `${table.heading} (continued)` : table.heading, {
      x: margin,
      room: width,
      size: 11,
      bold: true,
    });
    pen.y -= lineHeight + 4;
  }
  drawRow(
    pen,
    table.columns,
    table.columns.map((column) => column.header),
    true,
  );
  rule(pen, pen.y - 5);
  pen.y -= lineHeight + 2;
}

function drawTable(pen: Pen, table: PrintedTable): void {
  ensureRoom(pen, 4);
  drawTableHeader(pen, table, false);
  for (const row of table.rows) {
    if (ensureRoom(pen, 1)) drawTableHeader(pen, table, true);
    if ('spanning' in row) {
      write(pen, row.spanning, { x: margin + 3 * cellPadding, room: width, size: 8, muted: true });
    } else {
      drawRow(pen, table.columns, row, false);
    }
    pen.y -= lineHeight;
  }
  if (table.totals && table.totals.length > 0) {
    if (ensureRoom(pen, table.totals.length + 1)) drawTableHeader(pen, table, true);
    rule(pen, pen.y + lineHeight - 5);
    pen.y -= 4;
    for (const row of table.totals) {
      drawRow(pen, table.columns, row, true);
      pen.y -= lineHeight;
    }
  }
  pen.y -= lineHeight;
}

function drawParties(pen: Pen, parties: PrintedDocument['parties']): void {
  const columnWidth = width / 2;
  const top = pen.y;
  let lowest = top;
  parties.slice(0, 2).forEach((party, index) => {
    pen.y = top;
    const x = margin + index * columnWidth;
    write(pen, party.heading, { x, room: columnWidth - 12, size: 9, bold: true, muted: true });
    for (const line of party.lines) {
      pen.y -= lineHeight;
      write(pen, line, { x, room: columnWidth - 12, size: 10 });
    }
    lowest = Math.min(lowest, pen.y);
  });
  pen.y = lowest - 2 * lineHeight;
}

function drawFacts(pen: Pen, facts: PrintedDocument['facts']): void {
  for (const [label, value] of facts) {
    write(pen, label, { x: margin, room: 130, size: 10, muted: true });
    write(pen, value, { x: margin + 136, room: width - 136, size: 10 });
    pen.y -= lineHeight;
  }
  pen.y -= lineHeight;
}

/** The document as an A4 PDF (pdf-lib with its standard fonts: no font file to embed). */
export async function renderPrintedDocument(document: PrintedDocument): Promise<Uint8Array> {
  // Loaded when first needed: pdf-lib would add about 170 ms to every instance's cold start.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${document.title} ${document.footer}`));
  pdf.setCreator('Ticketing Paradise');
  const pen: Pen = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    ink: rgb(0.12, 0.14, 0.16),
    muted: rgb(0.36, 0.39, 0.44),
    rule: rgb(0.8, 0.82, 0.86),
    page: pdf.addPage([a4.width, a4.height]),
    y: a4.height - margin - 20,
    newPage: () => {
      pen.page = pdf.addPage([a4.width, a4.height]);
      pen.y = a4.height - margin - 10;
    },
  };
  write(pen, document.title, { x: margin, room: width, size: 20, bold: true });
  pen.y -= 2 * lineHeight + 4;
  drawParties(pen, document.parties);
  drawFacts(pen, document.facts);
  for (const table of document.tables) drawTable(pen, table);
  for (const note of document.notes ?? []) {
    for (const line of wrapped(note, pen.regular, 9, width)) {
      ensureRoom(pen, 1);
      write(pen, line, { x: margin, room: width, size: 9, muted: true });
      pen.y -= lineHeight;
    }
  }
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    pen.page = page;
    pen.y = margin - 20;
    write(pen, `${document.footer} - page ${index + 1} of ${pages.length}`, {
      x: margin,
      room: width,
      size: 8,
      muted: true,
    });
  });
  return pdf.save();
}
