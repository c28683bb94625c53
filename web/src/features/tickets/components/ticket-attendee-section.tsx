import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { TicketAttendeeDetails } from '@contract/attendee-details';
import { maxHolderNameLength } from '@contract/attendee-details';
import { InlineError } from '@/components/inline-error';
import { QuestionField } from '@/features/checkout/components/question-field';
import { isApiError } from '@/lib/api-error';
import {
  useEditTicketAttendeeDetails,
  useTicketAttendeeDetails,
} from '../api/attendee-details-api';

/** "Company:", but "Parking?" as it is. */
const asTerm = (label: string) => (/[?:!.]$/.test(label) ? label : `${label}:`);

const answerWords = (answer: string | undefined) =>
  answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : (answer ?? '—');

const asksAnything = (details: TicketAttendeeDetails) =>
  details.holderName !== 'off' ||
  details.holderEmail !== 'off' ||
  details.orderQuestions.length > 0 ||
  details.ticketQuestions.length > 0;

/**
 * The ticket's holder and the answers given at checkout, for the buyer of its order, who
 * may edit them until the organiser's cut-off. Anyone else (or an event that asks nothing)
 * sees nothing here.
 */
export function TicketAttendeeSection({ code }: { code: string }) {
  const details = useTicketAttendeeDetails(code);
  const [editing, setEditing] = useState(false);
  if (!details.data || !asksAnything(details.data)) return null;
  const shown = details.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Attendee details
        </Title>
        {editing ? (
          <AttendeeDetailsForm details={shown} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Stack gap={4}>
              {shown.holderName !== 'off' && (
                <Text size="sm">
                  <Text span fw={600}>
                    Holder:
                  </Text>{' '}
                  {shown.attendee.name ?? '—'}
                </Text>
              )}
              {shown.holderEmail !== 'off' && (
                <Text size="sm">
                  <Text span fw={600}>
                    Holder’s email:
                  </Text>{' '}
                  {shown.attendee.email ?? '—'}
                </Text>
              )}
              {shown.orderQuestions.map((question) => (
                <Text size="sm" key={question.id}>
                  <Text span fw={600}>
                    {asTerm(question.label)}
                  </Text>{' '}
                  {answerWords(shown.answers[question.id])}
                </Text>
              ))}
              {shown.ticketQuestions.map((question) => (
                <Text size="sm" key={question.id}>
                  <Text span fw={600}>
                    {asTerm(question.label)}
                  </Text>{' '}
                  {answerWords(shown.attendee.answers[question.id])}
                </Text>
              ))}
            </Stack>
            {shown.notEditable ? (
              <Text size="sm" c="dimmed">
                {shown.notEditable}
              </Text>
            ) : (
              <Group justify="space-between" wrap="wrap">
                {shown.editableUntil && (
                  <Text size="sm" c="dimmed">
                    You can change these until{' '}
                    {new Date(shown.editableUntil).toLocaleString('en', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                    .
                  </Text>
                )}
                <Button variant="default" size="xs" onClick={() => setEditing(true)}>
                  Edit attendee details
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function AttendeeDetailsForm({
  details,
  onDone,
}: {
  details: TicketAttendeeDetails;
  onDone: () => void;
}) {
  const edit = useEditTicketAttendeeDetails(details.code);
  const [name, setName] = useState(details.attendee.name ?? '');
  const [email, setEmail] = useState(details.attendee.email ?? '');
  const [answers, setAnswers] = useState(details.answers);
  const [ticketAnswers, setTicketAnswers] = useState(details.attendee.answers);
  const fields = isApiError(edit.error) ? edit.error.fields : {};
  const otherError =
    edit.error && Object.keys(fields).length === 0 ? edit.error.message : fields.attendee;
  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        edit.mutate(
          {
            answers,
            attendee: {
              ...(details.holderName !== 'off' ? { name } : {}),
              ...(details.holderEmail !== 'off' ? { email } : {}),
              answers: ticketAnswers,
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack gap="sm">
        {details.holderName !== 'off' && (
          <TextInput
            label="Holder’s name"
            required
            maxLength={maxHolderNameLength}
            value={name}
            onChange={(changed) => setName(changed.currentTarget.value)}
            error={fields['attendee.name']}
          />
        )}
        {details.holderEmail !== 'off' && (
          <TextInput
            label="Holder’s email"
            type="email"
            required={details.holderEmail === 'required'}
            value={email}
            onChange={(changed) => setEmail(changed.currentTarget.value)}
            error={fields['attendee.email']}
          />
        )}
        {details.orderQuestions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={answers[question.id] ?? ''}
            error={fields[`answers.${question.id}`]}
            onChange={(value) => setAnswers({ ...answers, [question.id]: value })}
          />
        ))}
        {details.ticketQuestions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={ticketAnswers[question.id] ?? ''}
            error={fields[`attendee.answers.${question.id}`]}
            onChange={(value) => setTicketAnswers({ ...ticketAnswers, [question.id]: value })}
          />
        ))}
        <InlineError message={otherError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
