import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { a4, fitted, printable } from '../common/pdf-text-fit';

/** What the printed page shows: the event once, then each ticket with its QR code. */
export type TicketPdfContent = {
  eventName: string;
  when?: string;
  venue?: string;
  organiser?: string;
  orderReference: string;
  tickets: { typeName: string; holder: string; code: string; qrPng: Uint8Array }[];
};

const pageWidth = a4.width;
const pageHeight = a4.height;
const margin = 48;

function centred(
  page: PDFPage,
  text: string,
  x: number,
  width: number,
  y: number,
  font: PDFFont,
  size: number,
  color: Color,
) {
  const shown = fitted(text, font, size, width);
  const textWidth = font.widthOfTextAtSize(shown, size);
  page.drawText(shown, { x: x + (width - textWidth) / 2, y, size, font, color });
}

/**
 * Twelve tickets fill a page at about 4 cm a code, which any phone reads from paper; an
 * order of more (up to 100 a type) goes on to further pages rather than shrink past that.
 */
export const ticketsPerPage = 12;

/** The fonts and colours of a document (pdf-lib makes them, so they are made with it). */
type Drawing = { regular: PDFFont; bold: PDFFont; ink: Color; muted: Color; rule: Color };

/** The event and order on top of every page, so a page torn off still says what it is for. */
function drawHeader(
  page: PDFPage,
  content: TicketPdfContent,
  { regular, bold, ink, muted, rule }: Drawing,
  pageLabel?: string,
): number {
  const width = pageWidth - 2 * margin;
  let y = pageHeight - margin - 22;
  page.drawText(fitted(content.eventName, bold, 22, width), {
    x: margin,
    y,
    size: 22,
    font: bold,
    color: ink,
  });
  const details = [
    content.when,
    content.venue,
    content.organiser ? `Organised by ${content.organiser}` : undefined,
    `Order reference: ${content.orderReference}${pageLabel ? ` (${pageLabel})` : ''}`,
  ].filter((line): line is string => Boolean(line));
  for (const line of details) {
    y -= 18;
    page.drawText(fitted(line, regular, 11, width), {
      x: margin,
      y,
      size: 11,
      font: regular,
      color: muted,
    });
  }
  y -= 16;
  page.drawLine({
    start: { x: margin, y },
    end: { x: pageWidth - margin, y },
    thickness: 1,
    color: rule,
  });
  page.drawText(
    printable(
      'Show a QR code at the door, printed or on your phone. Each ticket admits one person once.',
    ),
    {
      x: margin,
      y: margin - 20,
      size: 9,
      font: regular,
      color: muted,
    },
  );
  return y;
}

/**
 * The order's tickets for people who print: one A4 page for an order of up to
 * `ticketsPerPage`, each ticket with its QR code, type, holder and code (typed in by hand
 * at the door if the paper is torn).
 */
export async function renderTicketsPdf(content: TicketPdfContent): Promise<Uint8Array> {
  // Loaded when first needed: pdf-lib would add about 170 ms to every instance's cold start.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tickets: ${printable(content.eventName)}`);
  pdf.setCreator('Ticketing Paradise');
  const fonts: Drawing = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    ink: rgb(0.12, 0.14, 0.16),
    muted: rgb(0.36, 0.39, 0.44),
    rule: rgb(0.85, 0.87, 0.9),
  };
  const count = content.tickets.length;
  const pages = Math.max(1, Math.ceil(count / ticketsPerPage));
  const width = pageWidth - 2 * margin;

  for (let pageIndex = 0; pageIndex < pages; pageIndex++) {
    const page = pdf.addPage([pageWidth, pageHeight]);
    const y = drawHeader(
      page,
      content,
      fonts,
      pages > 1 ? `page ${pageIndex + 1} of ${pages}` : undefined,
    );
    const onPage = content.tickets.slice(
      pageIndex * ticketsPerPage,
      (pageIndex + 1) * ticketsPerPage,
    );
    // The grid is sized for the fullest page, so every page of an order looks alike.
    const perPage = Math.min(count, ticketsPerPage);
    const columns = perPage === 1 ? 1 : perPage <= 6 ? 2 : 3;
    const rows = Math.ceil(perPage / columns);
    const cellWidth = width / columns;
    const cellHeight = (y - margin - 24) / rows;
    const qrSize = Math.min(cellWidth - 24, cellHeight - 52 - 16, 260);

    for (const [slot, ticket] of onPage.entries()) {
      const index = pageIndex * ticketsPerPage + slot;
      const x = margin + (slot % columns) * cellWidth;
      const top = y - 16 - Math.floor(slot / columns) * cellHeight;
      const image = await pdf.embedPng(ticket.qrPng);
      page.drawImage(image, {
        x: x + (cellWidth - qrSize) / 2,
        y: top - qrSize,
        width: qrSize,
        height: qrSize,
      });
      centred(
        page,
        `${ticket.typeName} (${index + 1} of ${count})`,
        x,
        cellWidth,
        top - qrSize - 16,
        fonts.bold,
        12,
        fonts.ink,
      );
      centred(page, ticket.holder, x, cellWidth, top - qrSize - 31, fonts.regular, 10, fonts.ink);
      centred(page, ticket.code, x, cellWidth, top - qrSize - 45, fonts.regular, 8, fonts.muted);
    }
  }
  return pdf.save();
}
