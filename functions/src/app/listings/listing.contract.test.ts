/**
 * An event's `listing` (issue 40) through the use cases that change what decides it, on both
 * stores: a new event is not listed until approved; "List on What's on" off takes it off the
 * lists at once without sending it back to review, on puts it back; a rejection and a
 * cancellation take it off; the one-time backfill lists events stored before the field.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createEventRequest } from '../../contract/events';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { typesAsEdited } from '../../test-support/event-edits';
import { cancelEvent } from '../events/cancel-event';
import { createEvent } from '../events/create-event';
import type { EventRecord } from '../events/event-records';
import { updateEvent } from '../events/update-event';
import { decideApproval } from '../moderation/decide-approval';
import { backfillListing } from './listing-backfill';
import { listWhatsOn } from './list-whats-on';

const now = new Date('2026-11-05T08:00:00.000Z');
const organiser = { uid: 'organiser', isAdmin: false };
const request = (overrides: Partial<z.input<typeof createEventRequest>> = {}) =>
  createEventRequest.parse({
    name: 'Jazz by the sea',
    locationText: 'The Old Biscuit Mill, Woodstock, Cape Town',
    startsAt: '2026-11-20T17:00:00.000Z',
    timeZone: 'Africa/Johannesburg',
    types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity: 100 }],
    ...overrides,
  });

describe.each(docStoreHarnesses('demo-listing'))('listing on $name', ({ open }) => {
  let docs: DocStore;
  const services = () => ({
    docs,
    clock: { now: () => now },
    paymentCurrencies: ['ZAR'],
    blobs: { delete: async () => {} } as never,
    payments: {} as never,
    mailer: {} as never,
    publicBaseUrl: 'https://tickets.example',
  });
  const stored = async (id: string) => (await docs.get<EventRecord>(paths.event(id))).data!;
  const listed = async () =>
    (await listWhatsOn({ services: services(), query: {} })).events.map((event) => event.id);

  beforeEach(async () => {
    docs = await open();
  });

  it('lists an event once approved, and off or back on as its organiser says', async () => {
    const created = await createEvent({
      services: services(),
      ownerUid: 'organiser',
      input: request(),
    });
    const { id } = created;
    expect(await stored(id)).toMatchObject({
      areas: ['the-old-biscuit-mill', 'woodstock', 'cape-town'],
    });
    expect((await stored(id)).listing).toBeUndefined();

    await decideApproval({
      services: services(),
      eventId: id,
      decision: { approved: true },
      adminUid: 'admin',
    });
    expect((await stored(id)).listing).toBe('listed');
    expect(await listed()).toEqual([id]);

    const edit = (listedSetting: boolean) =>
      updateEvent({
        services: services(),
        eventId: id,
        viewer: organiser,
        input: request({ types: typesAsEdited(created), listed: listedSetting }),
      });
    const hidden = await edit(false);
    expect(hidden).toMatchObject({ status: 'approved', listed: false });
    expect((await stored(id)).listing).toBeUndefined();
    expect(await listed()).toEqual([]);

    await edit(true);
    expect((await stored(id)).listing).toBe('listed');

    await cancelEvent({ services: services(), eventId: id, viewer: organiser, reason: 'Storm' });
    expect((await stored(id)).listing).toBeUndefined();
    expect(await listed()).toEqual([]);
  });

  it('keeps a rejected event off the lists', async () => {
    const { id } = await createEvent({
      services: services(),
      ownerUid: 'organiser',
      input: request(),
    });
    const approval = { services: services(), eventId: id, adminUid: 'admin' };
    await decideApproval({ ...approval, decision: { approved: true } });
    await decideApproval({ ...approval, decision: { approved: false, rejectedReason: 'No.' } });
    expect((await stored(id)).listing).toBeUndefined();
  });

  it('backfills events stored before What’s on, once', async () => {
    const before: EventRecord = {
      uid: 'organiser',
      name: 'Old favourite',
      description: '',
      approved: true,
      status: 'approved',
      locationText: 'Maboneng, Johannesburg',
      startsAt: '2026-11-21T19:00:00.000+02:00',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    await docs.set(paths.event('old'), before);
    await docs.set(paths.event('unlisted'), { ...before, listed: false });
    expect(await backfillListing(docs)).toBe(2);
    expect(await stored('old')).toMatchObject({
      listing: 'listed',
      areas: ['maboneng', 'johannesburg'],
      startsAtUtc: '2026-11-21T17:00:00.000Z',
      overAt: '2026-11-21T17:00:00.000Z',
    });
    expect((await stored('unlisted')).listing).toBeUndefined();
    expect(await backfillListing(docs)).toBe(0);
  });
});
