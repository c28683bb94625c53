import type { DoorAnswer } from './core/decide-scan';

export type AnswerText = {
  /** `go`: let the guest in (green); `stop`: do not (red). */
  tone: 'go' | 'stop';
  title: string;
  reason: string;
};

/** "20:14" in the event's time zone, with the day too when it is not today there. */
export function doorTime(iso: string, timeZone: string | undefined, now = new Date()): string {
  const at = new Date(iso);
  const zone = timeZone ? { timeZone } : {};
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...zone,
  }).format(at);
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...zone,
  });
  return day.format(at) === day.format(now) ? time : `${time} on ${day.format(at)}`;
}

/** Who checked a guest in, in words: a device's name, or the organiser's own scans. */
function scannerInWords(checkedInBy: string | undefined): string | undefined {
  if (!checkedInBy) return undefined;
  return checkedInBy.startsWith('organiser:') ? 'the organiser' : checkedInBy;
}

/** What door staff read on the big green or red screen. */
export function answerText(answer: DoorAnswer, timeZone?: string, now = new Date()): AnswerText {
  switch (answer.result) {
    case 'valid':
      return {
        tone: 'go',
        title: 'Valid',
        reason: [
          answer.typeName ? `Let them in: ${answer.typeName}.` : 'Let them in.',
          // Where the event asked for each holder's name, staff can check it.
          answer.holderName ? `Holder: ${answer.holderName}.` : '',
        ]
          .filter((part) => part !== '')
          .join(' '),
      };
    case 'already_checked_in': {
      const when = answer.checkedInAt ? ` at ${doorTime(answer.checkedInAt, timeZone, now)}` : '';
      const who = scannerInWords(answer.checkedInBy);
      return {
        tone: 'stop',
        title: 'Ticket already used',
        reason: `Already checked in${when}${who ? ` by ${who}` : ''}.`,
      };
    }
    case 'other_event':
      return { tone: 'stop', title: 'Wrong event', reason: 'This is a ticket for another event.' };
    case 'void':
      if (answer.voidReason === 'transferred') {
        return {
          tone: 'stop',
          title: 'Transferred',
          reason:
            'This ticket was transferred to someone else, whose ticket has a new code: this one no longer lets anyone in.',
        };
      }
      return answer.voidReason === 'cancelled'
        ? {
            tone: 'stop',
            title: 'Event cancelled',
            reason: 'This ticket was cancelled with its event and refunded.',
          }
        : {
            tone: 'stop',
            title: 'Refunded',
            reason: 'This ticket was refunded: it no longer lets anyone in.',
          };
    case 'unknown':
      return {
        tone: 'stop',
        title: 'Unknown ticket',
        reason: 'This code is not a ticket we know. Ask for the QR code on the ticket page.',
      };
  }
}
