import type { Attendee } from '../contract/orders';
import type { AttendeeDetailsRecord } from '../app/attendee-details/attendee-records';
import type { CsvColumn } from './csv-download';
import { attendeeColumns } from './door-csv-columns';

/**
 * The attendee export's columns for an event that asks for attendee details: the holder's
 * name and email, then one column per question (headed by its label), then the questions
 * removed since (their answers kept, headed "… (removed)"). An event that asks nothing has
 * the usual columns.
 */
export function attendeeColumnsFor(
  details: AttendeeDetailsRecord | undefined,
): ReadonlyArray<CsvColumn<Attendee>> {
  if (!details) return attendeeColumns;
  const answerColumn = (id: string, header: string): CsvColumn<Attendee> => ({
    header,
    value: (row) => row.answers?.[id],
  });
  return [
    ...attendeeColumns,
    { header: 'Holder name', value: (row) => row.holderName },
    { header: 'Attendee email', value: (row) => row.attendeeEmail },
    ...details.questions.map((question) => answerColumn(question.id, question.label)),
    ...(details.archivedQuestions ?? []).map((question) =>
      answerColumn(question.id, `${question.label} (removed)`),
    ),
  ];
}
