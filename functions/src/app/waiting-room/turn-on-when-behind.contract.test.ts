import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { autoOnForMs } from '../../domain/waiting-room';
import { paths } from '../../paths';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { beginTransaction } from '../checkout/begin-transaction';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import { checkAdmission } from './check-admission';
import { joinWaitingRoom } from './join-waiting-room';

const start = Date.parse('2030-01-01T10:00:00.000Z');

describe.each(docStoreHarnesses('demo-room-turns-on'))(
  'the waiting room turning itself on, on $name',
  ({ open }) => {
    it('turns on when the allocator leaves a request unanswered, paces from then, and ends', async () => {
      const docs = await open();
      const eventId = `event-${randomUUID()}`;
      await storeApprovedEvent(docs, eventId, { ga: { name: 'General', capacity: 100 } });
      const clock = { at: start, now: () => new Date(clock.at) };
      const services = {
        docs,
        clock,
        payments: {} as Services['payments'],
        mailer: {} as Services['mailer'],
        publicBaseUrl: 'http://localhost',
        purchaseRateLimit: { limit: 5, windowSeconds: 600 },
      };
      const buy = (uid: string, requestKey: string, admissionToken?: string) =>
        beginTransaction(services, {
          input: {
            eventId,
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
      expect(await buy('first', 'request-1')).toMatchObject({ status: 'queued' });
      const event = (await docs.get<EventRecord>(paths.event(eventId))).data!;
      expect(event.waitingRoom).toEqual({ enabled: false, autoSince: clock.now().toISOString() });

      // From now on a new buyer needs a turn: the first in line has one at once.
      await expect(buy('second', 'request-2')).rejects.toMatchObject({
        code: 'admission_required',
      });
      const status = await joinWaitingRoom({ services, eventId, uid: 'second' });
      if (status.state !== 'admitted') throw new Error(`Not admitted: ${status.state}`);
      expect(await buy('second', 'request-2', status.token)).toMatchObject({ status: 'queued' });

      // The rush is over after ten minutes: straight to checkout again.
      clock.at = start + autoOnForMs;
      expect(await joinWaitingRoom({ services, eventId, uid: 'third' })).toEqual({ state: 'off' });
      await checkAdmission(services, {
        eventId,
        uid: 'third',
        requestId: 'third_request-3',
        token: undefined,
      });
    });
  },
);
