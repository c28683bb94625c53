import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { errorOf } from '../support/api-errors';
import { newAdmin, signInAnonymously, signUp, type TestUser } from '../support/auth-emulator';
import { bannerUploadForm } from '../support/images';

let organiser: TestUser;

beforeAll(async () => {
  organiser = await signUp('careless');
});

describe('ids the store reserves, and other bad ids, are a 400 naming the parameter on every route', () => {
  it('refuses __x__ and __name__ wherever an id is taken, public routes included', async () => {
    const admin = await newAdmin();
    const buyer = await signInAnonymously();
    const reservedCode = `__${'A'.repeat(18)}__`;
    const attempts: Array<[string, string, Parameters<typeof callApi>[1]]> = [];
    for (const id of ['__x__', '__name__']) {
      attempts.push(
        [`/api/events/${id}`, 'eventId', {}],
        [`/api/events/${id}`, 'eventId', { token: organiser.idToken }],
        [`/api/events/${id}/banner`, 'eventId', {}],
        [`/api/events/${id}/availability`, 'eventId', {}],
        [`/api/events/${id}/sales`, 'eventId', { token: organiser.idToken }],
        [
          `/api/events/${id}`,
          'eventId',
          { token: organiser.idToken, method: 'PUT', json: { name: 'Renamed' } },
        ],
        [`/api/events/${id}`, 'eventId', { token: organiser.idToken, method: 'DELETE' }],
        [`/api/events/${id}/resubmit`, 'eventId', { token: organiser.idToken, method: 'POST' }],
        [
          `/api/admin/events/${id}/approval`,
          'eventId',
          { token: admin.idToken, json: { approved: true } },
        ],
        [
          `/api/admin/users/${id}/disabled`,
          'uid',
          { token: admin.idToken, json: { disabled: true } },
        ],
        [`/api/admin/users/${id}/admin`, 'uid', { token: admin.idToken, json: { admin: true } }],
        [`/api/users/${id}/photo?v=1`, 'uid', {}],
        [`/api/purchaseRequests/${id}`, 'requestId', { token: buyer.idToken }],
        [
          '/api/beginTransaction',
          'eventId',
          {
            token: buyer.idToken,
            json: {
              eventId: id,
              email: 'buyer@example.com',
              items: [{ typeId: 'abc', quantity: 1 }],
              requestKey: 'request-key-1',
            },
          },
        ],
        [
          '/api/beginTransaction',
          'items.0.typeId',
          {
            token: buyer.idToken,
            json: {
              eventId: 'abc',
              email: 'buyer@example.com',
              items: [{ typeId: id, quantity: 1 }],
              requestKey: 'request-key-1',
            },
          },
        ],
        ['/api/verifyPayment', 'reference', { token: buyer.idToken, json: { reference: id } }],
      );
    }
    attempts.push([`/api/tickets/${reservedCode}`, 'code', {}]);
    for (const [path, field, options] of attempts) {
      const answer = await callApi(path, options);
      const label = `${options?.method ?? (options?.json ? 'POST' : 'GET')} ${path} ${JSON.stringify(options?.json ?? '')}`;
      expect(answer.status, label).toBe(400);
      expect(Object.keys(errorOf(answer.body).fields ?? {}), label).toEqual([field]);
    }

    const upload = await callApi('/api/uploadImage', {
      token: organiser.idToken,
      rawBody: bannerUploadForm('__x__', Buffer.from([0xff, 0xd8, 0xff])),
    });
    expect(upload.status).toBe(400);
    expect(errorOf(upload.body).fields).toEqual({ eventId: 'Not an event id' });

    // The server-rendered event page: "Event not found" for any bad id, with no event data.
    for (const id of ['__x__', '__name__']) {
      const page = await callApi<string>(`/event/${id}`);
      expect(page.status, id).toBe(404);
      expect(page.body).toContain('Event not found');
      expect(page.body).not.toContain('id="event-data"');
    }
  });
});
