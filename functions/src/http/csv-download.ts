import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { slugOf } from '../domain/slug';

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | undefined };

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage
 * return, which some strip first) as a formula: such a text is sent with a leading `'`, which
 * makes it plain text (OWASP's advice for CSV injection), since buyers choose their emails.
 * A plain negative amount (`-12.50`) is left a number: it runs nothing, and as text a
 * statement's column would not add up.
 */
export function neutraliseFormula(text: string): string {
  if (/^-\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A file name of plain ASCII letters, digits and dashes from `text`. */
export function fileNamePart(text: string): string {
  return slugOf(text, 60) || 'event';
}

/**
 * Streams `pages` as a CSV download: UTF-8 with a byte order mark (so spreadsheets read it as
 * UTF-8), CRLF line ends, quoted where a cell needs it (csv-stringify), a header row of
 * `columns`, then a row per item; only a page is held in memory at a time.
 */
export async function sendCsv<Row>(
  res: Response,
  fileName: string,
  columns: ReadonlyArray<CsvColumn<Row>>,
  pages: AsyncIterable<Row[]>,
): Promise<void> {
  res.attachment(fileName);
  res.type('text/csv; charset=utf-8');
  res.set('Cache-Control', 'no-store');
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const page of pages) {
      for (const row of page) yield columns.map((column) => column.value(row) ?? '');
      // Other requests go between pages: the embedded store reads a page without yielding,
      // and a 200,000-row statement would otherwise hold the instance for its whole length.
      await setImmediate();
    }
  }
  try {
    await pipeline(
      Readable.from(records()),
      stringify({ bom: true, record_delimiter: 'windows', cast: { string: neutraliseFormula } }),
      res,
    );
  } catch (error) {
    // Half a file was sent: the connection is cut (pipeline destroyed it), so the download
    // fails visibly instead of looking complete; there is no status left to answer with.
    if (!res.headersSent) throw error;
    logger.error('CSV download cut short', error);
  }
}
