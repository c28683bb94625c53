import type { WaitingEntryOrganiserView } from '@contract/waiting-list';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A person's state in line as the organiser reads it: "offered 2 until 3 Dec, 10:00". */
export function entryStateWords(entry: WaitingEntryOrganiserView): string {
  switch (entry.state) {
    case 'waiting':
      return 'waiting';
    case 'offered':
      return `offered ${entry.offer!.quantity} until ${when(entry.offer!.expiresAt)}`;
    case 'claimed':
      return `claimed ${entry.offer?.quantity ?? entry.quantity}`;
    case 'lapsed':
      return 'offer lapsed';
    case 'left':
      return 'left';
    case 'closed':
      return 'list closed';
  }
}

export const joinedWords = (entry: WaitingEntryOrganiserView) => `joined ${when(entry.joinedAt)}`;
