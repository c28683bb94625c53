import type { MessageAudience, MessageView } from '@contract/messages';
import { audienceNames } from '@contract/messages';

const count = (n: number) => n.toLocaleString('en');

/** Who a message went to, naming the chosen ticket types. */
export function audienceWords(
  audience: MessageAudience,
  types: ReadonlyArray<{ id: string; name: string }>,
): string {
  if (audience.kind !== 'types') return audienceNames[audience.kind];
  const names = audience.typeIds.map((id) => types.find((type) => type.id === id)?.name ?? id);
  return `Holders of ${names.join(', ')}`;
}

/** A scheduled message whose time has come: its sender starts within moments. */
export const isDue = (message: MessageView, now: number) =>
  message.status === 'scheduled' && Date.parse(message.sendAt) <= now;

/** Where a message is: "Sending: 120 of 800", "Sent to 798 · 2 failed · 5 unsubscribed". */
export function progressWords(message: MessageView, now: number): string {
  const extras = [
    ...(message.failed > 0 ? [`${count(message.failed)} failed`] : []),
    ...(message.skipped > 0 ? [`${count(message.skipped)} unsubscribed`] : []),
  ];
  const tail = extras.length > 0 ? ` · ${extras.join(' · ')}` : '';
  switch (message.status) {
    case 'sending':
      return message.recipients === null
        ? 'Sending: finding who gets it'
        : `Sending: ${count(message.sent + message.failed)} of ${count(message.recipients)}${tail}`;
    case 'sent':
      return `Sent to ${count(message.sent)}${tail}`;
    case 'scheduled':
      return isDue(message, now) ? 'Starting to send' : 'Waiting for its time';
    case 'cancelled':
      return 'Called off before it was sent';
  }
}
