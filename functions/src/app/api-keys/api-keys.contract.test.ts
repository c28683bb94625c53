/**
 * API keys on both DocStores (issue 41): made by owners and admins and shown once, a key acts
 * in its own organisation as its role and events allow (check-in for box office, never money),
 * is refused at once when revoked or expired (one answer for every refusal), is nobody
 * anywhere else, notes its last use at most every five minutes, and leaves audit entries
 * under its name.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { apiKeyRefusal, type CreateApiKeyRequest } from '../../contract/api-keys';
import { createApiKeyRequest } from '../../contract/api-keys';
import { apiKeyActorUid, type ApiKeyPrincipal } from '../../domain/api-key-principal';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { VerifiedUser } from '../../ports/identity';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { storeTickets, ticketOf } from '../../test-support/scan-fixtures';
import { TestClock } from '../../test-support/test-clock';
import { checkInAttendee } from '../check-in/manual-check-in';
import type { EventRecord } from '../events/event-records';
import { readOrganisedEvent } from '../events/organised-event';
import { getEventMoney } from '../money/get-event-money';
import { listAuditLog } from '../organisations/list-audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import type { MembershipRecord, OrganisationRecord } from '../organisations/organisation-records';
import { requireSecondStepFor } from '../two-step/require-second-step';
import type { ApiKeyRecord } from './api-key-records';
import { authenticateApiKey } from './authenticate-api-key';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { recordApiKeyUse } from './record-api-key-use';
import { revokeApiKey } from './revoke-api-key';

const harnesses = docStoreHarnesses('demo-api-keys');
const start = Date.parse('2026-11-01T10:00:00.000Z');
const minute = 60_000;
const owner = { uid: 'olga', isAdmin: false, signedInAt: new Date(start - minute) };
const identity = fixedIdentity([
  { uid: 'olga', email: 'olga@example.com', emailVerified: true, disabled: false, isAdmin: false },
]);

const eventIn = (orgId: string): EventRecord => ({
  uid: 'olga',
  orgId,
  name: 'Gig',
  description: '',
  approved: true,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
});

/** The caller the API's authentication makes of a key (http/api-key-auth.ts). */
const asCaller = (apiKey: ApiKeyPrincipal): VerifiedUser & NonNullable<Viewer> => ({
  uid: apiKeyActorUid(apiKey.id),
  emailVerified: true,
  isAnonymous: false,
  isAdmin: false,
  signedInAt: new Date(apiKey.createdAt),
  apiKey,
});

describe.each(harnesses)('API keys on $name', ({ open }) => {
  let docs: DocStore;
  let clock: TestClock;
  const services = () => ({
    docs,
    clock,
    identity,
    backend: 'embedded' as const,
    projectId: 'demo-api-keys',
    payoutPolicy: { payableAfterMs: 0, holdAfterAccountChangeMs: 0 },
  });
  const make = (input: CreateApiKeyRequest, orgId = 'team') =>
    createApiKey({
      services: services(),
      orgId,
      viewer: owner,
      input: createApiKeyRequest.parse(input),
    });
  const callerOf = async (key: string) =>
    asCaller(await authenticateApiKey({ services: services(), key }));

  beforeEach(async () => {
    docs = await open();
    clock = new TestClock(start);
    for (const orgId of ['team', 'rival']) {
      await docs.set(paths.organisation(orgId), {
        name: orgId,
        slug: orgId,
        createdAt: '2026-10-01T00:00:00.000Z',
        updatedAt: '2026-10-01T00:00:00.000Z',
      } satisfies OrganisationRecord);
      await docs.set(paths.membership(orgId, 'olga'), {
        orgId,
        uid: 'olga',
        role: 'owner',
        addedAt: '2026-10-01T00:00:00.000Z',
      } satisfies MembershipRecord);
    }
    await docs.set(paths.event('gig'), eventIn('team'));
    await docs.set(paths.event('party'), eventIn('team'));
    await docs.set(paths.event('derby'), eventIn('rival'));
  });

  it('shows a box office key once, which checks a ticket in but is refused money and other events', async () => {
    const made = await make({ name: 'Door gates', role: 'box_office', eventIds: ['gig'] });
    expect(made.key).toMatch(/^tp_test_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}$/);
    expect(made.key.startsWith(made.apiKey.prefix)).toBe(true);
    const stored = (await docs.get<ApiKeyRecord>(paths.apiKey(made.apiKey.id))).data!;
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(made.apiKey.prefix.length + 1));

    const gates = await callerOf(made.key);
    const [code] = await storeTickets(docs, [ticketOf('gig')]);
    const attendee = await checkInAttendee({
      services: services(),
      eventId: 'gig',
      code: code!,
      user: gates,
    });
    expect(attendee).toMatchObject({ checkedInBy: 'API key Door gates' });

    await expect(
      getEventMoney({ services: services(), eventId: 'gig', viewer: gates }),
    ).rejects.toMatchObject({ code: 'forbidden', details: { right: 'money.view' } });
    for (const eventId of ['party', 'derby']) {
      await expect(readOrganisedEvent(docs, eventId, gates, 'event.view')).rejects.toMatchObject({
        code: 'not_found',
      });
    }
  });

  it('refuses a revoked, an expired, a forged and an unknown key alike, from the next request', async () => {
    const revoked = await make({ name: 'Old sync', role: 'viewer' });
    clock.at = start + minute;
    const expiring = await make({
      name: 'Festival week',
      role: 'viewer',
      expiresAt: new Date(start + 10 * minute).toISOString(),
    });
    await callerOf(revoked.key);
    await callerOf(expiring.key);

    await revokeApiKey({
      services: services(),
      orgId: 'team',
      keyId: revoked.apiKey.id,
      viewer: owner,
    });
    clock.at = start + 10 * minute;
    const forged = `${revoked.apiKey.prefix}_${'x'.repeat(40)}`;
    const unknown = `tp_test_${'A'.repeat(12)}_${'b'.repeat(40)}`;
    const live = expiring.key.replace('tp_test_', 'tp_live_');
    for (const key of [revoked.key, expiring.key, forged, unknown, live, 'tp_nonsense']) {
      await expect(callerOf(key)).rejects.toMatchObject({
        code: 'unauthenticated',
        message: apiKeyRefusal,
      });
    }
    const { apiKeys } = await listApiKeys({ services: services(), orgId: 'team', viewer: owner });
    expect(apiKeys.map((key) => [key.name, key.revokedAt !== null])).toEqual([
      ['Festival week', false],
      ['Old sync', true],
    ]);
  });

  it('makes a key nobody in another organisation, where it is told nothing exists', async () => {
    const rivalKey = await callerOf((await make({ name: 'Rival', role: 'admin' }, 'rival')).key);

    await expect(readOrganisedEvent(docs, 'gig', rivalKey, 'event.view')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(authoriseOrganisation(docs, 'team', rivalKey, 'audit.view')).rejects.toMatchObject(
      { code: 'not_found' },
    );
    await expect(readOrganisedEvent(docs, 'derby', rivalKey, 'event.edit')).resolves.toMatchObject({
      name: 'Gig',
    });
  });

  it('never lets a key manage keys, whatever its role', async () => {
    const admin = await callerOf((await make({ name: 'Admin sync', role: 'admin' })).key);
    const input = createApiKeyRequest.parse({ name: 'Another', role: 'viewer' });
    await expect(
      createApiKey({ services: services(), orgId: 'team', viewer: admin, input }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(
      listApiKeys({ services: services(), orgId: 'team', viewer: admin }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('notes its last use at most once every five minutes', async () => {
    const made = await make({ name: 'Poller', role: 'viewer' });
    const lastUsed = async () =>
      (await docs.get<ApiKeyRecord>(paths.apiKey(made.apiKey.id))).data!.lastUsedAt;

    await callerOf(made.key);
    expect(await lastUsed()).toBe(new Date(start).toISOString());
    clock.at = start + 4 * minute;
    await callerOf(made.key);
    expect(await lastUsed()).toBe(new Date(start).toISOString());
    clock.at = start + 5 * minute;
    await callerOf(made.key);
    expect(await lastUsed()).toBe(new Date(start + 5 * minute).toISOString());
  });

  it('records its making, its uses and its revocation, the uses under its name', async () => {
    const made = await make({ name: 'CRM sync', role: 'event_manager' });
    const crm = await callerOf(made.key);
    clock.at = start + minute;
    await recordApiKeyUse({
      services: services(),
      apiKey: crm.apiKey!,
      method: 'PUT',
      path: '/api/events/gig/attendeeDetails',
    });
    clock.at = start + 2 * minute;
    await revokeApiKey({
      services: services(),
      orgId: 'team',
      keyId: made.apiKey.id,
      viewer: owner,
    });
    await revokeApiKey({
      services: services(),
      orgId: 'team',
      keyId: made.apiKey.id,
      viewer: owner,
    });

    const { entries } = await listAuditLog({
      services: services(),
      orgId: 'team',
      viewer: owner,
      query: {},
    });
    expect(entries.map((entry) => [entry.kind, entry.actorEmail, entry.eventId])).toEqual([
      ['api_key.revoked', 'olga@example.com', undefined],
      ['api_key.used', 'API key CRM sync', 'gig'],
      ['api_key.created', 'olga@example.com', undefined],
    ]);
  });

  it('asks the maker of a money key for the second step where the organisation requires it', async () => {
    await docs.update(paths.organisation('team'), { twoStepRequired: true });
    await expect(make({ name: 'Books', role: 'finance' })).rejects.toMatchObject({
      code: 'two_step_required',
    });
    const doors = await callerOf((await make({ name: 'Doors', role: 'box_office' })).key);

    // A key made before the requirement, without the step, is refused money until made again.
    const finance = { ...doors.apiKey!, role: 'finance' as const, passedSecondStep: false };
    await expect(requireSecondStepFor(services(), asCaller(finance), 'team')).rejects.toMatchObject(
      { code: 'two_step_required' },
    );
    await expect(
      requireSecondStepFor(services(), asCaller({ ...finance, passedSecondStep: true }), 'team'),
    ).resolves.toBeUndefined();
  });
});
