import { checkAccessCode } from './api/access-code-api';
import { useCheckedCode } from './use-checked-code';

export type UnlockedTypes = Awaited<ReturnType<typeof checkAccessCode>>;

const accessCodeCheck = { param: 'access', field: 'accessCode', check: checkAccessCode };

/**
 * The access code on the buy panel: what is typed, the hidden types it unlocked (checked with
 * the server) and the error to show next to the field. A link's `?access=` is checked when
 * the panel opens, so its types show at once.
 */
export function useAccessCode(eventId: string) {
  const code = useCheckedCode(eventId, accessCodeCheck);
  return {
    text: code.text,
    unlocked: code.answer,
    error: code.error,
    checking: code.checking,
    /** The code came in the page's link. */
    linked: code.linked,
    change: (value: string) => {
      code.setText(value);
      code.setError(null);
    },
    apply: code.checkTyped,
    /** The checkout refused the code (the organiser changed it meanwhile): said by the field. */
    refused: (message: string) => {
      code.setAnswer(null);
      code.setError(message);
    },
  };
}

export type AccessCodeState = ReturnType<typeof useAccessCode>;
