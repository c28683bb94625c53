import type { ErasureAnswer } from '../../contract/erasure';
import type { ErasureOutcome } from './carry-out-erasure';

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An event the erasure waits for, as the sentence names it: "Gig (ends 5 December 2026)". */
const waitingName = ({ name, overAt }: { name: string; overAt?: string }) =>
  overAt ? `${name} (ends ${day.format(new Date(overAt))})` : name;

/** An erasure's outcome with the sentence the person reads. */
export function erasureAnswerOf(outcome: ErasureOutcome): ErasureAnswer {
  const kept =
    'Amounts, order references and dates stay, since money records must be kept for tax.';
  if (outcome.waiting.length === 0) {
    return {
      ...outcome,
      message:
        outcome.erased.length > 0
          ? `Your data is erased: your orders, tickets, answers and waiting-list places no longer carry your name or email. ${kept}`
          : 'Your data is erased: we hold no orders, tickets or waiting-list places for you.',
    };
  }
  const events = outcome.waiting.map(waitingName).join(', ');
  const now = outcome.erased.length > 0 ? 'Erased now where the event is over. ' : '';
  return {
    ...outcome,
    message: `${now}Your tickets for ${events} stay valid until it ends: the erasure there is carried out after it ends and is paid out. ${kept}`,
  };
}
