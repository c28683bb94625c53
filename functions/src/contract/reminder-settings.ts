import { z } from 'zod';
import { wholeNumber } from './form-fields';
import { text } from './text';

/* An event's reminder settings (issue 39 part 2), apart from events.ts as transfer-settings.ts is. */

/** The earliest a reminder may go: a week before the start (the sweep looks that far ahead). */
export const maxReminderHours = 168;
export const maxReminderNoteLength = 1000;

/**
 * `reminders` of an event as the organiser edits it: whether holders get an email before the
 * start, how many hours before, and a note of the organiser's shown in it. Unset (every event
 * made before it): `defaultReminderSettings`.
 */
export const reminderSettings = z.object({
  enabled: z.boolean({ message: 'Reminders are on or off' }),
  hoursBeforeStart: wholeNumber('Hours before the start')
    .min(1, 'At least 1 hour')
    .max(maxReminderHours, `At most ${maxReminderHours} hours (a week)`),
  /** Plain text, shown as written (addresses linked); empty or unset: no note. */
  note: text({ max: maxReminderNoteLength, multiline: true }).optional(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const defaultReminderSettings: ReminderSettings = { enabled: true, hoursBeforeStart: 24 };

/** The settings as stored: an empty note is no note. */
export const storedReminderSettings = ({
  note,
  ...settings
}: ReminderSettings): ReminderSettings => (note ? { ...settings, note } : settings);
