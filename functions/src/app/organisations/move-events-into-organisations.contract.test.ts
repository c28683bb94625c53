/**
 * `npm run migrate`'s move of events into organisations, on both DocStores: events made before
 * organisations go into their creator's personal organisation, made with them as its owner
 * and a slug nobody else has; run twice (and again without its marker) it changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { TestClock } from '../../test-support/test-clock';
import type { UserRecord } from '../accounts/user-records';
import type { EventRecord } from '../events/event-records';
import { moveEventsIntoOrganisations } from './move-events-into-organisations';

const harnesses = docStoreHarnesses('demo-event-organisations');
const clock = new TestClock(Date.parse('2026-11-28T10:00:00.000Z'));

/** An event as versions before organisations stored it: a creator and no organisation. */
const oldEvent = (uid: string, name: string, createdAt: string): EventRecord => ({
  uid,
  name,
  description: '',
  createdAt,
  updatedAt: createdAt,
});

const adaProfile = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

/** Every document of the collections the migration writes, for before-and-after checks. */
async function snapshot(docs: DocStore) {
  const read = (collection: string) => docs.query({ collection });
  return {
    events: await read(collections.events),
    organisations: await read(collections.organisations),
    memberships: await read(collections.memberships),
    slugs: await read('organisationSlugs'),
  };
}

describe.each(harnesses)('moving events into organisations on $name', ({ open }) => {
  let docs: DocStore;

  beforeEach(async () => {
    docs = await open();
    await docs.set(paths.user('ada'), adaProfile as unknown as UserRecord);
    // Another organisation has Ada's slug already.
    await docs.set(paths.organisationSlug('ada-lovelace'), { orgId: 'someone-else' });
    await docs.set(paths.event('gig-1'), oldEvent('ada', 'Gig one', '2026-01-01T00:00:00.000Z'));
    await docs.set(paths.event('gig-2'), oldEvent('ada', 'Gig two', '2026-02-01T00:00:00.000Z'));
    await docs.set(paths.event('talk'), oldEvent('bo', 'Talk', '2026-03-01T00:00:00.000Z'));
    await docs.set(paths.event('new'), {
      ...oldEvent('cy', 'Made with teams', '2026-04-01T00:00:00.000Z'),
      orgId: 'team-cy',
    });
  });

  it('puts each old event in its creator’s own organisation, with them as its owner', async () => {
    expect(await moveEventsIntoOrganisations(docs, clock)).toBe(3);

    const orgIdOf = async (eventId: string) =>
      (await docs.get<EventRecord>(paths.event(eventId))).data?.orgId;
    expect(await orgIdOf('gig-1')).toBe('personal-ada');
    expect(await orgIdOf('gig-2')).toBe('personal-ada');
    expect(await orgIdOf('talk')).toBe('personal-bo');
    expect(await orgIdOf('new')).toBe('team-cy');
    expect((await docs.get(paths.organisation('personal-ada'))).data).toMatchObject({
      name: 'Ada Lovelace',
      slug: 'ada-lovelace-2',
      personalOf: 'ada',
    });
    // Bo has no profile: a name they can change, and a slug of its own.
    expect((await docs.get(paths.organisation('personal-bo'))).data).toMatchObject({
      name: 'My organisation',
      slug: 'organiser',
    });
    expect((await docs.get(paths.membership('personal-ada', 'ada'))).data).toMatchObject({
      role: 'owner',
    });
    expect((await docs.get(paths.organisationSlug('ada-lovelace-2'))).data).toEqual({
      orgId: 'personal-ada',
    });
    expect((await docs.get(paths.organisationSlug('ada-lovelace'))).data).toEqual({
      orgId: 'someone-else',
    });
  });

  it('changes nothing when run again, with or without the mark of a finished run', async () => {
    await moveEventsIntoOrganisations(docs, clock);
    const after = await snapshot(docs);

    clock.at += 60_000;
    expect(await moveEventsIntoOrganisations(docs, clock)).toBe(0);
    await docs.delete(paths.migration('eventOrganisations'));
    expect(await moveEventsIntoOrganisations(docs, clock)).toBe(0);

    expect(await snapshot(docs)).toEqual(after);
  });
});
