import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { QuestionField } from './question-field';
import type { AttendeeDetailsSettings, AttendeeInput } from '@contract/attendee-details';
import { maxHolderNameLength } from '@contract/attendee-details';
import { orderQuestions, ticketQuestions, ticketTypeIdsOf } from '@contract/attendee-answers';
import type { AttendeeDraft } from '../attendee-draft';

// The check the server makes, loaded with these fields (the page's first load has neither).
export { checkAttendeeDetails, ticketTypeIdsOf } from '@contract/attendee-answers';

/**
 * The buy panel's questions, once the quantity is chosen: those asked per order, then each
 * ticket's holder (name, email, questions). `errors` are keyed as the server names them
 * (`answers.{id}`, `attendees.{i}.name`…), so its 400 lands next to the right field.
 */
export function AttendeeFields({
  settings,
  items,
  typeNames,
  draft,
  errors,
  onChange,
}: {
  settings: AttendeeDetailsSettings;
  items: ReadonlyArray<{ typeId: string; quantity: number }>;
  typeNames: ReadonlyMap<string, string>;
  draft: AttendeeDraft;
  errors: Record<string, string>;
  onChange: (draft: AttendeeDraft) => void;
}) {
  const typeIds = ticketTypeIdsOf(items);
  const perOrder = orderQuestions(settings, typeIds);
  const setAnswer = (id: string, value: string) =>
    onChange({ ...draft, answers: { ...draft.answers, [id]: value } });
  const setAttendee = (index: number, part: AttendeeInput) =>
    onChange({
      ...draft,
      attendees: typeIds.map((_, at) =>
        at === index ? { ...draft.attendees[at], ...part } : (draft.attendees[at] ?? {}),
      ),
    });
  const perTicket = typeIds.map((typeId) => ticketQuestions(settings, typeId));
  const asksOfHolder =
    settings.holderName !== 'off' ||
    settings.holderEmail !== 'off' ||
    perTicket.some((questions) => questions.length > 0);

  return (
    <Stack gap="sm">
      {errors.attendees && (
        <Text c="red" size="sm" role="alert">
          {errors.attendees}
        </Text>
      )}
      {perOrder.length > 0 && (
        <Fieldset legend="About your order">
          <Stack gap="sm">
            {perOrder.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                value={draft.answers[question.id] ?? ''}
                error={errors[`answers.${question.id}`]}
                onChange={(value) => setAnswer(question.id, value)}
              />
            ))}
          </Stack>
        </Fieldset>
      )}
      {asksOfHolder &&
        typeIds.map((typeId, index) => {
          const attendee = draft.attendees[index] ?? {};
          const field = (name: string) => errors[`attendees.${index}.${name}`];
          return (
            <Fieldset
              key={`${typeId}-${index}`}
              legend={`Ticket ${index + 1}: ${typeNames.get(typeId) ?? 'Ticket'}`}
            >
              <Stack gap="sm">
                {settings.holderName !== 'off' && (
                  <TextInput
                    label="Holder’s name"
                    required
                    autoComplete={index === 0 ? 'name' : 'off'}
                    maxLength={maxHolderNameLength}
                    value={attendee.name ?? ''}
                    onChange={(changed) =>
                      setAttendee(index, { name: changed.currentTarget.value })
                    }
                    error={field('name')}
                  />
                )}
                {settings.holderEmail !== 'off' && (
                  <TextInput
                    label="Holder’s email"
                    type="email"
                    required={settings.holderEmail === 'required'}
                    value={attendee.email ?? ''}
                    onChange={(changed) =>
                      setAttendee(index, { email: changed.currentTarget.value })
                    }
                    error={field('email')}
                  />
                )}
                {perTicket[index]!.map((question) => (
                  <QuestionField
                    key={question.id}
                    question={question}
                    value={attendee.answers?.[question.id] ?? ''}
                    error={field(`answers.${question.id}`)}
                    onChange={(value) =>
                      setAttendee(index, {
                        answers: { ...attendee.answers, [question.id]: value },
                      })
                    }
                  />
                ))}
              </Stack>
            </Fieldset>
          );
        })}
    </Stack>
  );
}
