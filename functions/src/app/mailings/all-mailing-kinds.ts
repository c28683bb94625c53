import { messageMailing } from '../messages/message-mailing';
import type { MailingKinds } from './mailing-kind';

/** Every kind of mailing, for the trigger and the sweep that run them. */
export const allMailingKinds: MailingKinds = {
  message: messageMailing,
};
