import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AttendeeDetailsView } from '@contract/attendee-details';
import type { EventWithTypes } from '@contract/events';
import { InlineError } from '@/components/inline-error';
import { isApiError } from '@/lib/api-error';
import { useAttendeeDataRetentionDays } from '../api/get-retention-days';
import { TitledCard } from '../components/titled-card';
import { useAttendeeDetails, useSaveAttendeeDetails } from './attendee-details-api';
import { blankQuestion, draftOf, requestOf, type SettingsDraft } from './question-draft';
import { QuestionFields } from './question-fields';

/**
 * What buyers are asked at checkout: each ticket's holder name and email, and the
 * organiser's own questions. A question removed after sales began is archived: its answers
 * stay in the attendee list's CSV.
 */
export function AttendeeDetailsCard({ event }: { event: EventWithTypes }) {
  const details = useAttendeeDetails(event.id);
  const retentionDays = useAttendeeDataRetentionDays();
  return (
    <TitledCard title="Attendee details and questions" gap="md">
      {retentionDays !== undefined && (
        <Text size="sm" c="dimmed">
          Answers and ticket holders&apos; names are removed {retentionDays} days after the event
          ends.
        </Text>
      )}
      <InlineError message={details.error?.message} />
      {details.data && <AttendeeDetailsForm event={event} saved={details.data} />}
    </TitledCard>
  );
}

function AttendeeDetailsForm({
  event,
  saved,
}: {
  event: EventWithTypes;
  saved: AttendeeDetailsView;
}) {
  const save = useSaveAttendeeDetails(event.id);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const [savedNow, setSavedNow] = useState(false);
  const fields = isApiError(save.error) ? save.error.fields : {};
  const otherError =
    save.error && Object.keys(fields).length === 0 ? save.error.message : undefined;
  const change = (next: SettingsDraft) => {
    setDraft(next);
    setSavedNow(false);
  };
  const questionErrors = (index: number) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([field]) => field.startsWith(`questions.${index}.`))
        .map(([field, problem]) => [field.slice(`questions.${index}.`.length), problem]),
    );
  const types = event.types.flatMap((type) => (type.id ? [{ id: type.id, name: type.name }] : []));

  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        save.mutate(requestOf(draft), { onSuccess: () => setSavedNow(true) });
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Holder name"
            description="Asked of each ticket"
            data={[
              { value: 'off', label: 'Not asked' },
              { value: 'required', label: 'Required' },
            ]}
            value={draft.holderName}
            allowDeselect={false}
            onChange={(value) =>
              value && change({ ...draft, holderName: value as SettingsDraft['holderName'] })
            }
            error={fields.holderName}
          />
          <Select
            label="Holder email"
            description="Asked of each ticket"
            data={[
              { value: 'off', label: 'Not asked' },
              { value: 'optional', label: 'Optional' },
              { value: 'required', label: 'Required' },
            ]}
            value={draft.holderEmail}
            allowDeselect={false}
            onChange={(value) =>
              value && change({ ...draft, holderEmail: value as SettingsDraft['holderEmail'] })
            }
            error={fields.holderEmail}
          />
          <NumberInput
            label="Buyers can edit until"
            description="Hours before the event starts"
            min={0}
            max={2160}
            allowDecimal={false}
            value={draft.editCutoffHours}
            onChange={(value) =>
              change({ ...draft, editCutoffHours: typeof value === 'number' ? value : '' })
            }
            error={fields.editCutoffHours}
          />
        </SimpleGrid>
        {draft.questions.map((question, index) => (
          <QuestionFields
            key={question.id}
            question={question}
            number={index + 1}
            types={types}
            errors={questionErrors(index)}
            onChange={(changed) =>
              change({
                ...draft,
                questions: draft.questions.map((other, at) => (at === index ? changed : other)),
              })
            }
            onRemove={() =>
              change({ ...draft, questions: draft.questions.filter((_, at) => at !== index) })
            }
          />
        ))}
        {saved.archivedQuestions.length > 0 && (
          <Text size="sm" c="dimmed">
            Removed questions, whose answers stay in the CSV:{' '}
            {saved.archivedQuestions.map((question) => question.label).join(', ')}
          </Text>
        )}
        <InlineError message={otherError} />
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="default"
            onClick={() => change({ ...draft, questions: [...draft.questions, blankQuestion()] })}
            disabled={draft.questions.length >= 20}
          >
            Add a question
          </Button>
          <Group gap="sm">
            {savedNow && (
              <Text size="sm" c="teal" role="status">
                Saved
              </Text>
            )}
            <Button type="submit" loading={save.isPending}>
              Save attendee details
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
