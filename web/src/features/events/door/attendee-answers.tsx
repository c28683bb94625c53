import { Text } from '@mantine/core';
import type { Attendee, AttendeeListQuestion } from '@contract/orders';
import { noFilter } from './filter-select';

/** Between a question's id and an answer in a filter option's value (neither holds it). */
const separator = '\u001f';

/**
 * The attendee list's filter by answer: one option per answer of a choice or yes/no
 * question ("Dietary needs: Vegan"), and the labels of every question, removed ones too.
 */
export function answerChoices(questions: readonly AttendeeListQuestion[]) {
  const labels = new Map<string, string>(
    questions.map((question) => [
      question.id,
      question.removed ? `${question.label} (removed)` : question.label,
    ]),
  );
  const options = questions.flatMap((question) => {
    if (question.removed) return [];
    const answers =
      question.kind === 'choice'
        ? (question.options ?? [])
        : question.kind === 'yes_no'
          ? ['yes', 'no']
          : [];
    return answers.map((answer) => ({
      value: `${question.id}${separator}${answer}`,
      label: `${question.label}: ${answer}`,
    }));
  });
  return { labels, options };
}

/** The query's filter for a chosen option (`noFilter`: none). */
export function answerFilterOf(value: string): { question?: string; answer?: string } {
  const [question, answer] = value === noFilter ? [] : value.split(separator);
  return question && answer ? { question, answer } : {};
}

/** An attendee's holder name (where given) and answers, under their email. */
export function AttendeeAnswers({
  attendee,
  labels,
}: {
  attendee: Attendee;
  labels: ReadonlyMap<string, string>;
}) {
  const answers = Object.entries(attendee.answers ?? {});
  return (
    <>
      {attendee.attendeeEmail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {attendee.attendeeEmail}
        </Text>
      )}
      {answers.length > 0 && (
        <Text size="xs" c="dimmed">
          {answers.map(([id, answer]) => `${labels.get(id) ?? id}: ${answer}`).join(' · ')}
        </Text>
      )}
    </>
  );
}
