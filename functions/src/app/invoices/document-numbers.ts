import { paths } from '../../paths';
import type { DocData, Transaction } from '../../ports/doc-store';

/**
 * The series an issuer numbers its documents in, each from 1 without gaps or repeats:
 * the buyer's receipt or tax invoice and its credit note (issued by the organisation that
 * sells), and the platform's monthly fee invoice and its credit note (issued by the platform).
 */
export type DocumentSeries = 'invoice' | 'credit_note' | 'fee_invoice' | 'fee_credit_note';

/** The issuer of the platform's own documents, beside organisations' ids. */
export const platformIssuer = 'platform';

/** `documentCounters/{issuer}~{series}`: the last number given. */
export type DocumentCounterRecord = DocData & { last: number; updatedAt: string };

/**
 * The next number of `issuer`'s `series`, taken inside the caller's transaction, so that the
 * number exists only if the document it numbers is written with it: a retried or failed
 * transaction gives nothing away, and two transactions can never take the same number (they
 * both read the counter, so one is retried). Reads now; call `take` with the other writes.
 */
export async function prepareNextNumber(
  tx: Transaction,
  issuer: string,
  series: DocumentSeries,
  at: string,
): Promise<{ number: number; take: () => void }> {
  return prepareNextNumbers(tx, issuer, series, 1, at);
}

/**
 * The next `count` numbers of the series, `number` the first and the rest after it, for a
 * transaction that writes that many documents (the platform's fee documents of a month).
 */
export async function prepareNextNumbers(
  tx: Transaction,
  issuer: string,
  series: DocumentSeries,
  count: number,
  at: string,
): Promise<{ number: number; take: () => void }> {
  const path = paths.documentCounter(issuer, series);
  const counter = (await tx.get<DocumentCounterRecord>(path)).data;
  const number = (counter?.last ?? 0) + 1;
  const record: DocumentCounterRecord = { last: number + count - 1, updatedAt: at };
  return { number, take: () => tx.set(path, record) };
}
