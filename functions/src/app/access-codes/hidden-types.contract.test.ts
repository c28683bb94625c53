/**
 * Hidden ticket types on both DocStores (issue 24 part 2): what anybody may read never shows
 * a hidden type (checked on the raw answers, not on parsed ones), its code unlocks it, and
 * beginTransaction sells it only with that code.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessCodeCheckResponse } from '../../contract/access-codes';
import { beginTransactionRequest } from '../../contract/checkout';
import { publicEvent } from '../../contract/public';
import { renderEventPage } from '../../http/event-page';
import { eventPageBody } from '../../http/event-page-markup';
import { codeGuessesPerBuyer } from '../../http/code-check';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import {
  startOnlyPayments,
  storeApprovedEvent,
  testPlatformFee,
  testPurchaseLimit,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { forgetRecentReads } from '../common/recent-reads';
import type { Services } from '../common/services';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { beginTransaction } from '../checkout/begin-transaction';
import type { PurchaseRequestRecord } from '../checkout/checkout-records';
import { getEventPreview } from '../events/get-event-preview';
import type { TicketTypeRecord } from '../events/event-records';
import { readRoom } from '../waiting-room/read-room';

/** Strings only a hidden type has: none may appear in anything public. */
const crewSecrets = ['crew', 'Crew Pass', '4242', 'CREW2026'];
const sponsorSecrets = ['vip', 'Sponsor Box', '9999', 'VIPLINK'];

describe.each(docStoreHarnesses('demo-hidden-types'))(
  'hidden ticket types on $name',
  ({ open }) => {
    let docs: DocStore;
    let api: ApiHarness;

    beforeEach(async () => {
      docs = await open();
      forgetRecentReads(docs);
      api = await startApiApp({ docs });
      await storeApprovedEvent(docs, 'e1', {
        ga: { name: 'General', capacity: 100 },
        crew: { name: 'Crew Pass', capacity: 10 },
        vip: { name: 'Sponsor Box', capacity: 5 },
      });
      await hide('crew', { visibility: 'code', accessCode: 'CREW2026', price: 4242 });
      await hide('vip', { visibility: 'link', accessCode: 'VIPLINK', price: 9999 });
    });
    afterEach(() => api.close());

    const hide = (
      typeId: string,
      fields: Pick<TicketTypeRecord, 'visibility' | 'accessCode'> & { price?: number },
    ) => docs.set(paths.eventType('e1', typeId), fields, { merge: true });
    const rawOf = async (path: string, token = 'buyer') => {
      const answer = await api.fetch(path, { token });
      return { status: answer.status, text: await answer.text() };
    };
    const expectNoneOf = (text: string, secrets: string[]) => {
      for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    };
    const check = (code: unknown, token = 'buyer') =>
      api.call('/api/events/e1/accessCodeCheck', { token, json: { code } });

    it('leaves hidden types out of the public event, its availability and its page', async () => {
      const event = await rawOf('/api/events/e1');
      expect(event.status).toBe(200);
      expectNoneOf(event.text, [...crewSecrets, ...sponsorSecrets]);
      const parsed = publicEvent.parse(JSON.parse(event.text));
      expect(parsed.types.map((type) => type.id)).toEqual(['ga']);
      // A type revealed by a code makes the page offer the field, and says nothing more.
      expect(parsed.accessCodes).toBe(true);

      const availability = await rawOf('/api/events/e1/availability');
      expect(availability.status).toBe(200);
      expectNoneOf(availability.text, [...crewSecrets, ...sponsorSecrets]);
      expect(JSON.parse(availability.text)).toEqual({
        types: [{ id: 'ga', left: 100, state: 'on_sale' }],
      });

      const preview = await getEventPreview({
        services: { docs, publicBaseUrl: 'http://localhost' },
        eventId: 'e1',
      });
      const html = renderEventPage(
        '<html><head><title>Paradise</title></head><body><div id="event-page"></div></body></html>',
        { body: eventPageBody(parsed, 'Paradise', '2026-11-01T10:00:00.000Z'), preview },
      );
      expect(html).toContain('Gig');
      expectNoneOf(html, [...crewSecrets, ...sponsorSecrets]);
    });

    it('does not hint at types sold only through a link', async () => {
      await hide('crew', { visibility: 'link' });
      const event = await rawOf('/api/events/e1');
      expect(JSON.parse(event.text)).not.toHaveProperty('accessCodes');
      expectNoneOf(event.text, [...crewSecrets, ...sponsorSecrets]);
    });

    it('says sold out when the public types are, whatever is left of hidden ones', async () => {
      await docs.set(paths.stock('e1', 'ga'), { taken: 100 });
      await docs.set(paths.event('e1'), { waitingRoom: { enabled: true } }, { merge: true });
      const availability = await rawOf('/api/events/e1/availability');
      expect(JSON.parse(availability.text)).toEqual({
        types: [{ id: 'ga', left: 0, state: 'sold_out' }],
      });
      // The waiting room's answer tells nobody that something is still for sale.
      expect(await readRoom(docs, 'e1', new Date('2026-11-01T10:00:00.000Z'))).toEqual({
        state: 'sold_out',
      });
    });

    it('shows the organiser every type with its visibility and code, and its sales', async () => {
      const answer = await api.call('/api/events/e1', { token: 'organiser' });
      expect(answer.status).toBe(200);
      expect((answer.body as { types: unknown[] }).types).toEqual([
        expect.objectContaining({ id: 'ga', name: 'General' }),
        expect.objectContaining({ id: 'crew', visibility: 'code', accessCode: 'CREW2026' }),
        expect.objectContaining({ id: 'vip', visibility: 'link', accessCode: 'VIPLINK' }),
      ]);
      expect((answer.body as { types: Array<object> }).types[0]).not.toHaveProperty('visibility');
      // The sales figures count hidden types as any.
      const sales = await api.call('/api/events/e1/sales', { token: 'organiser' });
      expect((sales.body as { types: Array<{ id: string }> }).types.map((type) => type.id)).toEqual(
        ['ga', 'crew', 'vip'],
      );
    });

    it('unlocks the types of a code in any case, as the public view shows types', async () => {
      await docs.set(paths.stock('e1', 'crew'), { taken: 3 });
      const crew = await check(' crew2026 ');
      expect(crew.status).toBe(200);
      expect(accessCodeCheckResponse.parse(crew.body)).toEqual({
        code: 'CREW2026',
        types: [
          {
            id: 'crew',
            name: 'Crew Pass',
            price: 4242,
            currency: 'ZAR',
            maxPerOrder: 4,
            salesStart: null,
            salesEnd: null,
            left: 7,
            state: 'on_sale',
          },
        ],
      });
      // A link's code unlocks its type the same way; one code may unlock several types.
      await hide('ga', { visibility: 'link', accessCode: 'VIPLINK' });
      const sponsor = await check('VipLink');
      expect(accessCodeCheckResponse.parse(sponsor.body).types.map((type) => type.id)).toEqual([
        'ga',
        'vip',
      ]);
    });

    it('answers every code that unlocks nothing alike, and limits the guesses', async () => {
      const unknown = await check('NOSUCH');
      const publicTypeName = await check('General');
      expect(unknown).toEqual({
        status: 404,
        body: {
          error: expect.objectContaining({
            fields: { accessCode: 'This access code is not valid for this event' },
          }),
        },
      });
      expect(publicTypeName).toEqual(unknown);
      expect((await check('x')).status).toBe(400);
      // Two guesses above (a code that cannot be one is not a guess): the rest of the limit.
      for (let guess = 2; guess < codeGuessesPerBuyer.limit; guess++) await check(`GUESS${guess}`);
      expect((await check('CREW2026')).status).toBe(429);
      // Another buyer is not held back by someone else's guesses.
      expect((await check('CREW2026', 'another-buyer')).status).toBe(200);
    });

    describe('beginTransaction', () => {
      let started: number;
      const services = (): Pick<
        Services,
        | 'docs'
        | 'clock'
        | 'payments'
        | 'mailer'
        | 'publicBaseUrl'
        | 'purchaseRateLimit'
        | 'platformFee'
      > => ({
        docs,
        clock: { now: () => new Date('2026-11-22T10:00:00.000Z') },
        payments: {
          ...startOnlyPayments,
          initialise: async (request) => {
            started++;
            return startOnlyPayments.initialise(request);
          },
        },
        mailer: { send: async () => {} },
        publicBaseUrl: 'http://localhost',
        purchaseRateLimit: testPurchaseLimit,
        platformFee: testPlatformFee,
      });
      beforeEach(() => {
        started = 0;
      });
      const buy = (accessCode?: string, requestKey = 'key-0001') =>
        beginTransaction(services(), {
          input: beginTransactionRequest.parse({
            eventId: 'e1',
            email: 'buyer@example.com',
            items: [{ typeId: 'crew', quantity: 2 }],
            requestKey,
            ...(accessCode === undefined ? {} : { accessCode }),
          }),
          identifyBuyer: async () => 'buyer-1',
          claimedBuyer: () => 'buyer-1',
          waitMs: 0,
        });
      const requests = () => docs.query<PurchaseRequestRecord>({ collection: 'purchaseRequests' });

      it('refuses a hidden type without its code, naming the field, writing nothing', async () => {
        await expect(buy()).rejects.toMatchObject({
          code: 'validation_failed',
          fields: { accessCode: 'Enter the access code for these tickets' },
        });
        await expect(buy('VIPLINK')).rejects.toMatchObject({
          code: 'validation_failed',
          fields: { accessCode: 'This access code does not unlock these tickets' },
        });
        expect(await requests()).toHaveLength(0);
        expect(started).toBe(0);
        expect((await docs.get(paths.stock('e1', 'crew'))).data).toBeUndefined();
      });

      it('sells a hidden type with its code like any type', async () => {
        expect(await buy('crew2026')).toMatchObject({ status: 'queued' });
        expect(started).toBe(1);
        await allocatePurchases({ ...services(), purchaseRateLimit: testPurchaseLimit });
        const [request] = await requests();
        expect(request?.data.status).toBe('granted');
        expect(request?.data.plannedOrder?.amount).toBe(2 * 4242);
        expect((await docs.get<{ taken: number }>(paths.stock('e1', 'crew'))).data?.taken).toBe(2);
      });
    });
  },
);
