/**
 * The organiser's reminder settings through the event routes, on both DocStores: stored with
 * the event and shown back, a cleared note gone, bad input refused naming its field, and an
 * approved event stays approved when only they change (holders see nothing of them).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventWithTypes } from '../../contract/events';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { typesAsEdited } from '../../test-support/event-edits';
import type { EventRecord } from '../events/event-records';

const draft = {
  name: 'Gig',
  startsAt: '2026-12-05T19:30:00+02:00',
  types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity: 100 }],
};

describe.each(docStoreHarnesses('demo-reminder-settings'))(
  'reminder settings of an event on $name',
  ({ open }) => {
    let api: ApiHarness;
    let docs: DocStore;
    beforeEach(async () => {
      docs = await open();
      api = await startApiApp({ docs });
    });
    afterEach(() => api.close());

    it('keeps them with the event, without sending an approved event back to review', async () => {
      const refused = await api.call('/api/events', {
        token: 'organiser',
        json: { ...draft, reminders: { enabled: true, hoursBeforeStart: 200, note: 'x' } },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { fields: { 'reminders.hoursBeforeStart': 'At most 168 hours (a week)' } },
      });

      const created = await api.call('/api/events', {
        token: 'organiser',
        json: { ...draft, reminders: { enabled: true, hoursBeforeStart: 3, note: 'Doors at 7' } },
      });
      expect(created.status).toBe(201);
      const event = eventWithTypes.parse(created.body);
      expect(event.reminders).toEqual({ enabled: true, hoursBeforeStart: 3, note: 'Doors at 7' });
      await docs.update(paths.event(event.id), { approved: true, status: 'approved' });

      const edit = (reminders: unknown) =>
        api.call(`/api/events/${event.id}`, {
          token: 'organiser',
          method: 'PUT',
          json: { ...draft, types: typesAsEdited(event), reminders },
        });
      const tooLong = await edit({ enabled: true, hoursBeforeStart: 3, note: 'x'.repeat(1001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({
        error: { fields: { 'reminders.note': 'At most 1000 characters' } },
      });
      const edited = await edit({ enabled: false, hoursBeforeStart: 48, note: '' });
      expect(edited.status).toBe(200);
      expect(eventWithTypes.parse(edited.body)).toMatchObject({
        status: 'approved',
        reminders: { enabled: false, hoursBeforeStart: 48 },
      });
      const stored = (await docs.get<EventRecord>(paths.event(event.id))).data!;
      expect(stored.reminders).toEqual({ enabled: false, hoursBeforeStart: 48 });
      expect(stored).toMatchObject({ approved: true, startsAtUtc: '2026-12-05T17:30:00.000Z' });
    });
  },
);
