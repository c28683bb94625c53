import type { AttendeeQuestion } from '@contract/attendee-details';

/** A required choice asked of each ticket's holder, of every type: "Dietary needs". */
export const dietQuestion: AttendeeQuestion = {
  id: 'diet',
  label: 'Dietary needs',
  kind: 'choice',
  options: ['None', 'Vegan'],
  per: 'ticket',
  required: true,
  typeIds: [],
};
