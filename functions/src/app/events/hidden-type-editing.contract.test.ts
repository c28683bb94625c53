/**
 * The organiser makes a type hidden and public again through the event routes, on both
 * DocStores: the code is stored in capitals with the type, and goes when the type is public.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventWithTypes } from '../../contract/events';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { typesAsEdited } from '../../test-support/event-edits';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { TicketTypeRecord } from './event-records';

const general = { name: 'General', price: 15000, currency: 'ZAR', capacity: 100 };
const crew = { name: 'Crew', price: 0, currency: 'ZAR', capacity: 10 };

describe.each(docStoreHarnesses('demo-hidden-type-editing'))(
  'editing a hidden ticket type on $name',
  ({ open }) => {
    let api: ApiHarness;
    let docs: DocStore;
    beforeEach(async () => {
      docs = await open();
      api = await startApiApp({ docs });
    });
    afterEach(() => api.close());

    it('stores the code with the type, and drops it when the type is made public', async () => {
      const created = await api.call('/api/events', {
        token: 'organiser',
        json: {
          name: 'Gig',
          types: [general, { ...crew, visibility: 'code', accessCode: 'crew2026' }],
        },
      });
      expect(created.status).toBe(201);
      const event = eventWithTypes.parse(created.body);
      const crewId = event.types[1]!.id;
      expect(event.types[1]).toMatchObject({ visibility: 'code', accessCode: 'CREW2026' });
      expect(event.types[0]).not.toHaveProperty('visibility');

      const types = typesAsEdited(event);
      const edited = await api.call(`/api/events/${event.id}`, {
        token: 'organiser',
        method: 'PUT',
        json: { name: 'Gig', types: [types[0], { ...types[1], visibility: 'public' }] },
      });
      expect(edited.status).toBe(200);
      expect(eventWithTypes.parse(edited.body).types[1]).not.toHaveProperty('accessCode');
      const stored = await docs.get<TicketTypeRecord>(paths.eventType(event.id, crewId));
      expect(stored.data).not.toHaveProperty('visibility');
      expect(stored.data).not.toHaveProperty('accessCode');
    });

    it('refuses a hidden type without a code, naming the field, storing nothing', async () => {
      const refused = await api.call('/api/events', {
        token: 'organiser',
        json: { name: 'Gig', types: [{ ...crew, visibility: 'link' }] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { fields: { 'types.0.accessCode': 'A hidden ticket type needs an access code' } },
      });
      const mine = await api.call('/api/events/mine', { token: 'organiser' });
      expect(mine.body).toMatchObject({ events: [] });
    });
  },
);
