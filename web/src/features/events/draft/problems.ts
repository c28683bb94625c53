import type { DraftErrors } from './draft-to-request';
import type { EventDraft } from './event-draft';

export const wizardSteps = ['Details', 'Photo', 'Ticket Types', 'Last'] as const;
export const stepIndex = { details: 0, photo: 1, types: 2, last: 3 } as const;

export type Problem = { path: string; step: number; where: string; message: string };

const detailLabels: Record<string, string> = {
  name: 'Event name',
  description: 'Description',
  locationText: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  startsAt: 'Starts',
  endsAt: 'Ends',
  timeZone: 'Time zone',
  listed: "List on What's on",
};

const typeFieldLabels: Record<string, string> = {
  id: 'Ticket type',
  name: 'Ticket name',
  price: 'Price',
  currency: 'Currency',
  capacity: 'Capacity',
  maxPerOrder: 'Max per order',
  salesStart: 'Sales start',
  salesEnd: 'Sales end',
};

/** Each error with the step it belongs to and a name a person recognises, in step order. */
export function listProblems(errors: DraftErrors, draft: EventDraft): Problem[] {
  return Object.entries(errors)
    .map(([path, message]) => ({ path, message, ...locate(path, draft) }))
    .sort((a, b) => a.step - b.step);
}

function locate(path: string, draft: EventDraft): { step: number; where: string } {
  const typeMatch = /^types\.(\d+)\.?(.*)$/.exec(path);
  if (typeMatch) {
    const index = Number(typeMatch[1]);
    const name = draft.types[index]?.name.trim();
    const field = typeFieldLabels[typeMatch[2] ?? ''] ?? 'Ticket type';
    return {
      step: stepIndex.types,
      where: `Ticket type ${index + 1}${name ? ` (${name})` : ''}: ${field}`,
    };
  }
  if (path === 'types') return { step: stepIndex.types, where: 'Ticket types' };
  if (path === 'feeMode') return { step: stepIndex.types, where: 'Who pays the service fee' };
  if (path === 'admitPerMinute' || path === 'waitingRoom') {
    return { step: stepIndex.types, where: 'Waiting room: buyers let in a minute' };
  }
  if (path === 'transferCloseHours' || path === 'transfersEnabled') {
    return { step: stepIndex.types, where: 'Transfers: hours before the start' };
  }
  if (path === 'reminderHours' || path === 'remindersEnabled') {
    return { step: stepIndex.types, where: 'Reminders: hours before the start' };
  }
  if (path === 'reminderNote')
    return { step: stepIndex.types, where: "Reminders: the organiser's note" };
  if (path === 'refundRequestDays' || path === 'refundRequestsEnabled') {
    return { step: stepIndex.types, where: 'Refund requests: days before the start' };
  }
  if (path === 'refundRequestApproval') {
    return { step: stepIndex.types, where: 'Refund requests: who decides' };
  }
  return { step: stepIndex.details, where: detailLabels[path] ?? path };
}

export type Advice = { step: number; message: string };

/** What is allowed but worth a second look before creating. */
export function listAdvice(draft: EventDraft, hasBanner: boolean): Advice[] {
  const advice: Advice[] = [];
  if (!draft.startsAt) {
    advice.push({
      step: stepIndex.details,
      message: 'No date yet: buyers will want to know when.',
    });
  }
  if (!draft.locationText.trim() && draft.latitude === '') {
    advice.push({ step: stepIndex.details, message: 'No location yet: say where it happens.' });
  }
  if (!hasBanner) {
    advice.push({ step: stepIndex.photo, message: 'No banner: events with a photo stand out.' });
  }
  if (draft.types.length === 0) {
    advice.push({
      step: stepIndex.types,
      message: 'No ticket types yet: nobody can buy a ticket until you add one.',
    });
  }
  return advice;
}
