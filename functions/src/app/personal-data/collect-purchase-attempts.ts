import type { PersonalData } from '../../contract/personal-data';
import { collections } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { PurchaseRequestRecord } from '../checkout/checkout-records';
import { oldestFirst, recordLimit } from './collect-purchases';
import type { DataSubject } from './data-subject';
import {
  definedFields,
  eventRefOf,
  labelledAnswers,
  type EventsById,
} from './personal-data-events';

/**
 * The purchase requests that never became orders (refused, or still waiting): they keep the
 * address and the holders and answers the buyer gave. A granted one is its order, in `orders`.
 */
export async function findPurchaseAttempts(
  docs: DocStore,
  { uid, email }: DataSubject,
): Promise<ExistingDoc<PurchaseRequestRecord>[]> {
  const by = (field: 'uid' | 'email', value: string | undefined) =>
    value === undefined
      ? Promise.resolve([])
      : docs.query<PurchaseRequestRecord>({
          collection: collections.purchaseRequests,
          where: [{ field, op: '==', value }],
          limit: recordLimit,
        });
  const found = (await Promise.all([by('uid', uid), by('email', email)])).flat();
  return [...new Map(found.map((doc) => [doc.id, doc])).values()]
    .filter((request) => request.data.status !== 'granted')
    .sort(oldestFirst);
}

export function purchaseAttemptsForFile(
  requests: ExistingDoc<PurchaseRequestRecord>[],
  events: EventsById,
): PersonalData['purchaseAttempts'] {
  return requests.map(({ data }) => {
    const event = events.get(data.eventId);
    const details = data.attendeeDetails;
    const holders = details?.attendees?.map((attendee) => ({
      ...definedFields({
        name: attendee.name,
        email: attendee.email,
        answers: labelledAnswers(event, attendee.answers),
      }),
    }));
    return {
      event: eventRefOf(events, data.eventId),
      email: data.email,
      status: data.status === 'refused' ? 'refused' : 'pending',
      items: data.items.map(({ typeId, quantity }) => ({ typeId, quantity })),
      createdAt: data.createdAt,
      ...definedFields({
        refusal: data.refusal?.code,
        answers: labelledAnswers(event, details?.answers),
        holders: holders && holders.length > 0 ? holders : undefined,
      }),
    };
  });
}
