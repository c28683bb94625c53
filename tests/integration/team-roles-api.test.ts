/**
 * Issue 38's route walk: every organiser route of an event, and of its organisation, called
 * as each role of the organisation (memberships written as an accepted invitation leaves
 * them), as a member limited to another event and as a stranger. What a role allows answers as for the owner;
 * what it does not, 403 naming the missing right; someone who may not know of the event,
 * 404. Calls that would change what the walk needs (a refund, cancelling) are checked for
 * their refusals only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { EventWithTypes } from '../../functions/src/contract/events';
import {
  rightsOfRole,
  roleHasRight,
  teamRoles,
  type TeamRight,
  type TeamRole,
} from '../../functions/src/contract/team-roles';
import { paths } from '../../functions/src/paths';
import { callApi } from './../support/api';
import { signUp, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { buyPaidOrder } from '../support/buy-tickets';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';

type Route = {
  right: TeamRight;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (eventId: string, reference: string, orgId: string) => string;
  /** The organisation's own: its rights follow the role alone, limits to events aside. */
  organisation?: boolean;
  /** A fresh body for each call (promo codes must differ). */
  json?: (caller: string) => unknown;
  /** What a caller whose role allows it gets. */
  allowedStatus?: number;
  /** Checked for refusals only: allowed, it would change what the walk goes on with. */
  refusalsOnly?: boolean;
};

const routes: Route[] = [
  { right: 'event.view', method: 'GET', path: (id) => `/api/events/${id}/sales` },
  { right: 'event.view', method: 'GET', path: (id) => `/api/events/${id}/promoCodes` },
  { right: 'event.view', method: 'GET', path: (id) => `/api/events/${id}/check-in/summary` },
  { right: 'event.view', method: 'GET', path: (id) => `/api/events/${id}/attendeeDetails` },
  { right: 'orders.view', method: 'GET', path: (id) => `/api/events/${id}/orders` },
  { right: 'orders.view', method: 'GET', path: (id) => `/api/events/${id}/attendees.csv` },
  { right: 'orders.view', method: 'GET', path: (id) => `/api/events/${id}/waitingLists` },
  { right: 'money.view', method: 'GET', path: (id) => `/api/events/${id}/money` },
  {
    right: 'money.view',
    method: 'GET',
    path: (id) => `/api/events/${id}/money/statement.csv`,
  },
  { right: 'money.view', method: 'GET', path: (id) => `/api/events/${id}/payouts` },
  { right: 'check_in', method: 'GET', path: (id) => `/api/events/${id}/check-in/devices` },
  { right: 'check_in', method: 'GET', path: (id) => `/api/events/${id}/check-in/bundle` },
  {
    right: 'promo_codes.manage',
    method: 'POST',
    path: (id) => `/api/events/${id}/promoCodes`,
    json: (caller) => ({
      code: `TEAM${caller.toUpperCase().replace(/[^A-Z0-9]/g, '')}`,
      discount: { kind: 'percent', percent: 10, per: 'ticket' },
      maxUses: 5,
    }),
    allowedStatus: 201,
  },
  { right: 'attendees.message', method: 'GET', path: (id) => `/api/events/${id}/messages` },
  // Allowed, it would mail the event's people.
  {
    right: 'attendees.message',
    method: 'POST',
    path: (id) => `/api/events/${id}/messages`,
    json: (caller) => ({
      requestKey: `walk-${caller.replace(/[^A-Za-z0-9]/g, '')}-press`,
      subject: 'Doors open at 8',
      body: 'See you there.',
      audience: { kind: 'holders' },
      promotional: false,
    }),
    refusalsOnly: true,
  },
  {
    right: 'event.edit',
    method: 'PUT',
    path: (id) => `/api/events/${id}/waitingListSettings`,
    json: () => ({ offerHours: 24 }),
  },
  // Only a rejected event can be resubmitted: this one is approved.
  {
    right: 'event.edit',
    method: 'POST',
    path: (id) => `/api/events/${id}/resubmit`,
    allowedStatus: 409,
  },
  // An event with sales is cancelled, not deleted.
  {
    right: 'event.cancel',
    method: 'DELETE',
    path: (id) => `/api/events/${id}`,
    allowedStatus: 409,
  },
  {
    right: 'event.cancel',
    method: 'POST',
    path: (id) => `/api/events/${id}/cancel`,
    json: () => ({ reason: 'Rain' }),
    refusalsOnly: true,
  },
  {
    right: 'orders.refund',
    method: 'POST',
    path: (_id, reference) => `/api/orders/${reference}/refund`,
    refusalsOnly: true,
  },
  ...(
    [
      { right: 'money.view', method: 'GET', path: (_id, _ref, org) => `/api/money?orgId=${org}` },
      {
        right: 'money.view',
        method: 'GET',
        path: (_id, _ref, org) => `/api/payout-account?orgId=${org}`,
      },
      {
        right: 'payout_accounts.manage',
        method: 'PUT',
        path: () => '/api/payout-account',
        json: () => ({
          orgId,
          currency: 'ZAR',
          bankCode: '632005',
          accountNumber: '1000000001',
          accountHolder: 'Team Walk',
        }),
        refusalsOnly: true,
      },
      {
        right: 'members.manage',
        method: 'GET',
        path: (_id, _ref, org) => `/api/organisations/${org}/team`,
      },
      {
        right: 'audit.view',
        method: 'GET',
        path: (_id, _ref, org) => `/api/organisations/${org}/audit`,
      },
      // Any member reads the organisation's details (every role may see its events).
      { right: 'event.view', method: 'GET', path: (_id, _ref, org) => `/api/organisations/${org}` },
      {
        right: 'organisation.edit',
        method: 'PATCH',
        path: (_id, _ref, org) => `/api/organisations/${org}`,
        json: () => ({ name: 'Team walk organisers' }),
      },
      {
        right: 'event.view',
        method: 'GET',
        path: (_id, _ref, org) => `/api/organisations/${org}/two-step`,
      },
      // Left off, as it is: requiring it would change the money routes' answers for the walk.
      {
        right: 'two_step.require',
        method: 'PUT',
        path: (_id, _ref, org) => `/api/organisations/${org}/two-step`,
        json: () => ({ required: false }),
      },
    ] satisfies Route[]
  ).map((route) => ({ ...route, organisation: true })),
];

let owner: TestUser;
let event: EventWithTypes;
let reference: string;
const members = new Map<Exclude<TeamRole, 'owner'>, TestUser>();
let limited: TestUser;
let stranger: TestUser;
let orgId: string;

beforeAll(async () => {
  let admin: TestUser;
  [owner, admin] = await organiserAndAdmin();
  event = await createApprovedEvent(owner, admin, {
    name: 'Team walk',
    description: 'Every route, every role',
    types: [{ name: 'General', price: 10000, currency: 'ZAR', capacity: 50, maxPerOrder: 4 }],
  });
  ({ reference } = await buyPaidOrder(event, 'General', 1, uniqueEmail('walk-buyer')));
  const others = teamRoles.filter((role): role is Exclude<TeamRole, 'owner'> => role !== 'owner');
  const people = await Promise.all([...others, 'limited', 'stranger'].map((role) => signUp(role)));
  const docs = backendDocs();
  orgId = `personal-${owner.uid}`;
  const join = (user: TestUser, role: TeamRole, eventIds?: string[]) =>
    docs.set(paths.membership(orgId, user.uid), {
      orgId,
      uid: user.uid,
      role,
      ...(eventIds ? { eventIds } : {}),
      addedAt: new Date().toISOString(),
    });
  for (const [index, role] of others.entries()) {
    members.set(role, people[index]!);
    await join(people[index]!, role);
  }
  limited = people[others.length]!;
  await join(limited, 'event_manager', ['another-event']);
  stranger = people[others.length + 1]!;
});

afterAll(closeBackendDocs);

async function call(route: Route, caller: TestUser, name: string) {
  return callApi(route.path(event.id, reference, orgId), {
    method: route.method,
    token: caller.idToken,
    ...(route.json ? { json: route.json(name) } : {}),
  });
}

describe('the organiser routes as each role of the organisation', () => {
  it('answer what each role allows, and refuse the rest naming the right', async () => {
    const callers: Array<[TeamRole, TestUser]> = [['owner', owner], ...members.entries()];
    for (const [role, caller] of callers) {
      for (const route of routes) {
        const allowed = roleHasRight(role, route.right);
        if (allowed && route.refusalsOnly) continue;
        const answer = await call(route, caller, role);
        const where = `${role} ${route.method} ${route.path(':id', ':ref', ':org')}`;
        if (allowed) {
          expect(answer.status, where).toBe(route.allowedStatus ?? 200);
        } else {
          expect(answer.status, where).toBe(403);
          expect(apiErrorBody.parse(answer.body).error.details, where).toEqual({
            right: route.right,
          });
        }
      }
    }
  });

  it('hide the event from a member limited to another event and from strangers', async () => {
    for (const [name, caller] of [
      ['limited', limited],
      ['stranger', stranger],
    ] as const) {
      for (const route of routes) {
        // A limited member's place in the organisation itself is as their role says.
        if (name === 'limited' && route.organisation) continue;
        const answer = await call(route, caller, name);
        const where = `${name} ${route.method} ${route.path(':id', ':ref', ':org')}`;
        expect(answer.status, where).toBe(404);
      }
    }
  });

  it('give members the organiser’s view of the event, and strangers the public one', async () => {
    const viewOf = async (caller: TestUser) =>
      (await callApi<Record<string, unknown>>(`/api/events/${event.id}`, { token: caller.idToken }))
        .body;
    const viewer = await viewOf(members.get('viewer')!);
    expect(viewer).toHaveProperty('feeMode');
    // What the web shows them: the sections and buttons of these rights only.
    expect(viewer.yourRights).toEqual(['event.view', 'orders.view']);
    expect((await viewOf(owner)).yourRights).toEqual(rightsOfRole.owner);
    expect(await viewOf(stranger)).not.toHaveProperty('feeMode');
    // The workspace asks for the organiser's view only: a stranger is told it is not there.
    const asOrganiser = await callApi(`/api/events/${event.id}?as=organiser`, {
      token: stranger.idToken,
    });
    expect(asOrganiser.status).toBe(404);
  });
});
