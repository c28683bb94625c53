/**
 * A large sale through the stack's functions (issue 22): approval fixes its allocator
 * partitions, each buyer's request goes to their partition and is answered by that
 * partition's allocator (production: the `partitionAllocator` trigger; embedded: the
 * allocator's change consumer), and what is left adds up every partition's slice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderRecord,
  PurchaseRequestRecord,
} from '../../functions/src/app/checkout/checkout-records';
import type { EventRecord } from '../../functions/src/app/events/event-records';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { availabilityResponse } from '../../functions/src/contract/tickets';
import { eventPartitions, partitionOfBuyer } from '../../functions/src/domain/partitions';
import { callApi } from '../support/api';
import { untilAnswered } from '../support/await-purchase';
import { signInAnonymously, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { beginPurchaseRequest as begin } from '../support/checkout-calls';
import { createApprovedEvent, typeIdOf } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';

const capacity = 20_000;

let organiser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
});
afterAll(closeBackendDocs);

describe('a sale through allocator partitions', () => {
  let event: EventWithTypes;

  beforeAll(async () => {
    event = await createApprovedEvent(organiser, admin, {
      name: `Partitioned drop ${Date.now()}`,
      types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity, maxPerOrder: 4 }],
    });
  });

  it('fixes the partitions when the event is approved', async () => {
    const stored = (await backendDocs().get<EventRecord>(`events/${event.id}`)).data;
    expect(eventPartitions(capacity)).toBe(3);
    expect(stored?.allocatorPartitions).toBe(3);
  });

  it('answers each buyer from their partition, and counts every slice as sold', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signInAnonymously()));
    const purchases = await Promise.all(
      buyers.map((buyer) => begin(buyer, event, [['General', 2]], uniqueEmail('drop'))),
    );
    // On a busy machine Firestore's allocator may answer after beginTransaction's wait
    // (202, queued): each is asked again, as the page does.
    for (const { answer } of purchases) expect([200, 202]).toContain(answer.status);
    const answers = await Promise.all(
      purchases.map(({ answer }, index) => untilAnswered(buyers[index]!, answer.body)),
    );
    for (const [index, { requestId }] of purchases.entries()) {
      expect(answers[index]!.status).toBe('held');
      const partition = partitionOfBuyer(buyers[index]!.uid, 3);
      const request = (
        await backendDocs().get<PurchaseRequestRecord>(`purchaseRequests/${requestId}`)
      ).data;
      expect(request).toMatchObject({ status: 'granted', partition });
      const order = (await backendDocs().get<OrderRecord>(`orders/${request!.orderId!}`)).data;
      expect(order?.partition).toBe(partition);
    }
    const answer = await callApi(`/api/events/${event.id}/availability`);
    expect(availabilityResponse.parse(answer.body).types).toEqual([
      { id: typeIdOf(event, 'General'), left: capacity - 12, state: 'on_sale' },
    ]);
    // A loaded machine's Functions emulator was seen to start the triggers' first runs late.
  }, 90_000);
});
