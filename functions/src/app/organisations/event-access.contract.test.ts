/**
 * Who may work on an event, on both DocStores: its organisation's members as their roles
 * allow (read on every request, so a change counts at once), administrators always, and an
 * event made before organisations by its creator alone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamRole } from '../../contract/team-roles';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import type { EventRecord } from '../events/event-records';
import { readOrganisedEvent } from '../events/organised-event';
import type { MembershipRecord } from './organisation-records';

const harnesses = docStoreHarnesses('demo-event-access');

const event = (orgId?: string): EventRecord => ({
  uid: 'creator',
  ...(orgId ? { orgId } : {}),
  name: 'Gig',
  description: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const person = (uid: string) => ({ uid, isAdmin: false });

describe.each(harnesses)('event access on $name', ({ open }) => {
  let docs: DocStore;
  const join = (uid: string, role: TeamRole, eventIds?: string[]) =>
    docs.set(paths.membership('team', uid), {
      orgId: 'team',
      uid,
      role,
      ...(eventIds ? { eventIds } : {}),
      addedAt: '2026-11-01T00:00:00.000Z',
    } satisfies MembershipRecord);

  beforeEach(async () => {
    docs = await open();
    await docs.set(paths.event('gig'), event('team'));
    await docs.set(paths.event('old'), event());
  });

  it('lets a member do what their role allows, and names the right it does not', async () => {
    await join('bea', 'finance');

    await expect(
      readOrganisedEvent(docs, 'gig', person('bea'), 'money.view'),
    ).resolves.toMatchObject({ name: 'Gig' });
    await expect(
      readOrganisedEvent(docs, 'gig', person('bea'), 'event.edit'),
    ).rejects.toMatchObject({ code: 'forbidden', details: { right: 'event.edit' } });
  });

  it('hides the event from strangers, members limited to other events, and removed members', async () => {
    await join('lim', 'event_manager', ['another']);
    await join('gone', 'admin');
    await docs.delete(paths.membership('team', 'gone'));

    for (const uid of ['stranger', 'lim', 'gone', 'creator']) {
      await expect(
        readOrganisedEvent(docs, 'gig', person(uid), 'event.view'),
      ).rejects.toMatchObject({ code: 'not_found' });
    }
    await expect(readOrganisedEvent(docs, 'gig', undefined, 'event.view')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('lets administrators in, and the creator of an event not yet moved into an organisation', async () => {
    const admin = { uid: 'root', isAdmin: true };
    await expect(readOrganisedEvent(docs, 'gig', admin, 'money.view')).resolves.toBeDefined();
    await expect(
      readOrganisedEvent(docs, 'old', person('creator'), 'money.view'),
    ).resolves.toBeDefined();
    await expect(
      readOrganisedEvent(docs, 'old', person('stranger'), 'event.view'),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
