import { eventChangeMailing } from '../event-changes/event-change-mailing';
import { messageMailing } from '../messages/message-mailing';
import { reminderMailing } from '../reminders/reminder-mailing';
import type { MailingKinds } from './mailing-kind';

/** Every kind of mailing, for the trigger and the sweep that run them. */
export const allMailingKinds: MailingKinds = {
  message: messageMailing,
  event_change: eventChangeMailing,
  reminder: reminderMailing,
};
