import { NumberInput, Switch, Textarea } from '@mantine/core';
import { maxReminderHours, maxReminderNoteLength } from '@contract/reminder-settings';
import type { EventForm } from '../hooks/use-event-form';
import { FormCard } from './form-card';

/**
 * Reminders: whether every ticket holder gets an email before the start (their tickets, the
 * time, the place and its map, Add to calendar), how many hours before, and a note of the
 * organiser's shown in it. Each holder gets one, once.
 */
export function RemindersField({ form }: { form: EventForm }) {
  const { remindersEnabled, reminderNote } = form.values;
  return (
    <FormCard title="Reminders">
      <Switch
        label="Email every ticket holder a reminder before the start"
        description="With their tickets and QR codes, the time, the venue with a map, and Add to calendar."
        checked={remindersEnabled}
        onChange={(changed) =>
          form.setFieldValue('remindersEnabled', changed.currentTarget.checked)
        }
        error={form.errors.remindersEnabled}
      />
      {remindersEnabled && (
        <>
          <NumberInput
            label="Send it this many hours before the start"
            description={`From 1 to ${maxReminderHours} (a week). 24 is a day before.`}
            min={1}
            max={maxReminderHours}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('reminderHours')}
          />
          <Textarea
            label="Your note (optional)"
            description={`Shown in the reminder as you write it: doors, parking, what to bring. ${reminderNote.length} of ${maxReminderNoteLength} characters.`}
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('reminderNote')}
          />
        </>
      )}
    </FormCard>
  );
}
