import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readQrPixels } from '../../test-support/read-qr';
import { renderTicketsPdf } from './ticket-pdf';
import { ticketQrPng } from './ticket-qr';

/** The texts of the QR codes drawn on a PDF, from its image objects (pdf-lib stores RGB, Flate). */
async function qrCodesIn(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    // Alpha masks are images too; the codes are the RGB ones.
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const text = readQrPixels(inflateSync(object.contents), width, height, 3);
    if (text) found.push(text);
  }
  return found;
}

const payloads = Array.from(
  { length: 13 },
  (_, index) => `tp1.evt_${index}.${'A'.repeat(22)}.${'s'.repeat(86)}`,
);

async function pdfOf(count: number) {
  return renderTicketsPdf({
    eventName:
      'Ẹ kú àbọ̀: Lagos Jazz Night, a name far too long to fit on one printed line of the page',
    when: 'Thursday, 31 December 2026, 19:30 – 23:00 (GMT+1, Africa/Lagos)',
    venue: 'Terra Kulture, Victoria Island, Lagos',
    organiser: 'Adaeze Okafor',
    orderReference: 'ord_7Hq2',
    tickets: await Promise.all(
      payloads.slice(0, count).map(async (payload, index) => ({
        typeName: 'General admission',
        holder: 'buyer@example.com',
        code: `code-${index}`,
        qrPng: await ticketQrPng(payload),
      })),
    ),
  });
}

describe('renderTicketsPdf', () => {
  it.each([1, 2, 12])(
    'puts an order of %i tickets on one page, every QR code decodable',
    async (count) => {
      const bytes = await pdfOf(count);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
      expect((await qrCodesIn(bytes)).sort()).toEqual(payloads.slice(0, count).sort());
    },
  );

  it('goes on to more pages for a large order rather than shrink the codes past reading', async () => {
    const bytes = await pdfOf(13);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    expect((await qrCodesIn(bytes)).sort()).toEqual(payloads.slice().sort());
  });
});
