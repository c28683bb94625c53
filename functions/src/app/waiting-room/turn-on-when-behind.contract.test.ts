import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { autoOnForMs, behindBacklog } from '../../domain/waiting-room';
import type { DocStore } from '../../ports/doc-store';
import { paths } from '../../paths';
import {
  startOnlyPayments,
  storeApprovedEvent,
  testPlatformFee,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { beginTransaction } from '../checkout/begin-transaction';
import type { PurchaseRequestRecord } from '../checkout/checkout-records';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import { checkAdmission } from './check-admission';
import { joinWaitingRoom } from './join-waiting-room';

const start = Date.parse('2030-01-01T10:00:00.000Z');

/** A backlog: `behindBacklog` requests of others, unanswered for ten seconds. */
async function storeBacklog(docs: DocStore, eventId: string): Promise<void> {
  const waiting: PurchaseRequestRecord = {
    eventId,
    uid: 'crowd',
    email: 'crowd@example.com',
    items: [{ typeId: 'ga', quantity: 1 }],
    createdAt: new Date(start - 10_000).toISOString(),
    status: 'pending',
  };
  await Promise.all(
    Array.from({ length: behindBacklog }, (_, i) =>
      docs.set(paths.purchaseRequest(`crowd_${eventId}_${i}`), waiting),
    ),
  );
}

async function storeEvent(docs: DocStore, autoOn: boolean): Promise<string> {
  const eventId = `event-${randomUUID()}`;
  await storeApprovedEvent(docs, eventId, { ga: { name: 'General', capacity: 100 } });
  await docs.update(paths.event(eventId), { waitingRoom: { enabled: false, autoOn } });
  return eventId;
}

describe.each(docStoreHarnesses('demo-room-turns-on'))(
  'the waiting room turning itself on, on $name',
  ({ open }) => {
    it('turns on when a backlog builds up, where allowed, paces from then, and ends', async () => {
      const docs = await open();
      const eventId = await storeEvent(docs, true);
      const manual = await storeEvent(docs, false);
      const clock = { at: start, now: () => new Date(clock.at) };
      const services = {
        docs,
        clock,
        payments: startOnlyPayments,
        mailer: {} as Services['mailer'],
        publicBaseUrl: 'http://localhost',
        purchaseRateLimit: { limit: 5, windowSeconds: 600 },
        platformFee: testPlatformFee,
      };
      const buy = (uid: string, requestKey: string, admissionToken?: string, event = eventId) =>
        beginTransaction(services, {
          input: {
            eventId: event,
            email: 'buyer@example.com',
            items: [{ typeId: 'ga', quantity: 1 }],
            requestKey,
            ...(admissionToken ? { admissionToken } : {}),
          },
          identifyBuyer: async () => uid,
          claimedBuyer: () => uid,
          // No allocator runs here: every request is left waiting, as in a rush.
          waitMs: 0,
        });

      expect(await joinWaitingRoom({ services, eventId, uid: 'early' })).toEqual({ state: 'off' });
      // One slow answer is not a rush.
      expect(await buy('first', 'request-1')).toMatchObject({ status: 'queued' });
      expect(await joinWaitingRoom({ services, eventId, uid: 'early' })).toEqual({ state: 'off' });
      await storeBacklog(docs, eventId);
      expect(await buy('first', 'request-2')).toMatchObject({ status: 'queued' });
      const event = (await docs.get<EventRecord>(paths.event(eventId))).data!;
      expect(event.waitingRoom).toEqual({
        enabled: false,
        autoOn: true,
        autoSince: clock.now().toISOString(),
      });
      // Where the organiser did not allow it, the room stays off, rush or not.
      expect(await buy('first', 'request-m', undefined, manual)).toMatchObject({
        status: 'queued',
      });
      expect((await docs.get<EventRecord>(paths.event(manual))).data!.waitingRoom).toEqual({
        enabled: false,
        autoOn: false,
      });

      // From now on a new buyer needs a turn: the first in line has one at once.
      await expect(buy('second', 'request-3')).rejects.toMatchObject({
        code: 'admission_required',
      });
      const status = await joinWaitingRoom({ services, eventId, uid: 'second' });
      if (status.state !== 'admitted') throw new Error(`Not admitted: ${status.state}`);
      expect(await buy('second', 'request-3', status.token)).toMatchObject({ status: 'queued' });

      // The rush is over after ten minutes: straight to checkout again.
      clock.at = start + autoOnForMs;
      expect(await joinWaitingRoom({ services, eventId, uid: 'third' })).toEqual({ state: 'off' });
      const { waitingRoom } = (await docs.get<EventRecord>(paths.event(eventId))).data!;
      await checkAdmission(services, {
        eventId,
        waitingRoom,
        uid: 'third',
        requestId: 'third_request-3',
        token: undefined,
      });
    });
  },
);
