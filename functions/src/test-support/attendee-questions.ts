/** The attendee-details tests' question and settings, as an organiser would send them. */
import type { AttendeeDetailsSettingsInput } from '../contract/attendee-details';

/** A required choice per ticket: the dietary question the tests ask. */
export const dietQuestion = {
  id: 'diet',
  label: 'Dietary needs',
  kind: 'choice',
  options: ['None', 'Vegan'],
  per: 'ticket',
  required: true,
} satisfies NonNullable<AttendeeDetailsSettingsInput['questions']>[number];

/** Only that question, a holder's name required, no email, edits until 24 hours before. */
export const dietOnlySettings = {
  holderName: 'required',
  holderEmail: 'off',
  editCutoffHours: 24,
  questions: [dietQuestion],
} satisfies AttendeeDetailsSettingsInput;
