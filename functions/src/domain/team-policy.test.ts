import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eventRights,
  organisationRights,
  teamRights,
  teamRoles,
  type TeamRight,
  type TeamRole,
} from '../contract/team-roles';
import { decide, type Asker, type Membership } from './team-policy';

const role = fc.constantFrom(...teamRoles);
const right = fc.constantFrom(...teamRights);
const eventId = fc.constantFrom('e1', 'e2', 'e3');
/** Unlimited (undefined or null) or limited to some events, none perhaps. */
const limit = fc.option(fc.subarray(['e1', 'e2', 'e3']), { nil: undefined });
const membership: fc.Arbitrary<Membership> = fc.record({ role, eventIds: limit });
const asker: fc.Arbitrary<Asker> = fc.record({
  isPlatformAdmin: fc.boolean(),
  membership: fc.option(membership, { nil: undefined }),
});

const member = (memberRole: TeamRole, eventIds?: string[]): Asker => ({
  isPlatformAdmin: false,
  membership: { role: memberRole, ...(eventIds ? { eventIds } : {}) },
});
const allowed = (who: Asker, what: TeamRight, event = 'e1') => decide(who, what, event).allowed;
const rolesAllowed = (what: TeamRight) => teamRoles.filter((each) => allowed(member(each), what));

describe('the team policy', () => {
  it('lets platform administrators do everything, and strangers nothing, without a trace', () => {
    fc.assert(
      fc.property(right, eventId, (what, event) => {
        expect(decide({ isPlatformAdmin: true, membership: undefined }, what, event)).toEqual({
          allowed: true,
        });
        expect(decide({ isPlatformAdmin: false, membership: undefined }, what, event)).toEqual({
          allowed: false,
          answer: 'not_found',
        });
      }),
    );
  });

  it('lets owners do everything, whatever limit their record carries', () => {
    fc.assert(
      fc.property(right, eventId, limit, (what, event, eventIds) => {
        const owner: Asker = {
          isPlatformAdmin: false,
          membership: { role: 'owner', ...(eventIds ? { eventIds } : {}) },
        };
        expect(decide(owner, what, event).allowed).toBe(true);
      }),
    );
  });

  it('hides an event outside a member’s limit as if it did not exist', () => {
    fc.assert(
      fc.property(role, fc.constantFrom(...eventRights), (memberRole, what) => {
        fc.pre(memberRole !== 'owner');
        expect(decide(member(memberRole, ['e2']), what, 'e1')).toEqual({
          allowed: false,
          answer: 'not_found',
        });
      }),
    );
  });

  it('limits reach events only: the organisation’s rights follow the role', () => {
    fc.assert(
      fc.property(role, fc.constantFrom(...organisationRights), (memberRole, what) => {
        expect(allowed(member(memberRole, []), what)).toBe(allowed(member(memberRole), what));
      }),
    );
  });

  it('refuses with 403 only someone who may see the event, naming the right they lack', () => {
    fc.assert(
      fc.property(asker, fc.constantFrom(...eventRights), eventId, (who, what, event) => {
        const decision = decide(who, what, event);
        if (!decision.allowed && decision.answer === 'forbidden') {
          expect(decision.right).toBe(what);
          expect(decide(who, 'event.view', event).allowed).toBe(true);
        }
      }),
    );
  });

  it('is the table the docs give for each role', () => {
    expect(rolesAllowed('money.view')).toEqual(['owner', 'admin', 'finance']);
    expect(rolesAllowed('payout_accounts.manage')).toEqual(['owner', 'finance']);
    expect(rolesAllowed('members.manage')).toEqual(['owner', 'admin']);
    expect(rolesAllowed('audit.view')).toEqual(['owner', 'admin']);
    expect(rolesAllowed('organisation.edit')).toEqual(['owner', 'admin']);
    expect(rolesAllowed('two_step.require')).toEqual(['owner']);
    expect(rolesAllowed('ownership.transfer')).toEqual(['owner']);
    expect(rolesAllowed('organisation.delete')).toEqual(['owner']);
    expect(rolesAllowed('event.edit')).toEqual(['owner', 'admin', 'event_manager']);
    expect(rolesAllowed('promo_codes.manage')).toEqual(['owner', 'admin', 'event_manager']);
    expect(rolesAllowed('attendees.message')).toEqual(['owner', 'admin', 'event_manager']);
    expect(rolesAllowed('orders.refund')).toEqual(['owner', 'admin', 'event_manager', 'finance']);
    expect(rolesAllowed('check_in')).toEqual(['owner', 'admin', 'event_manager', 'box_office']);
    expect(rolesAllowed('event.view')).toEqual([...teamRoles]);
    expect(rolesAllowed('orders.view')).toEqual([...teamRoles]);
  });

  it('lets a viewer read and change nothing, and box office never edit or see money', () => {
    const reads: TeamRight[] = ['event.view', 'orders.view'];
    fc.assert(
      fc.property(right, (what) => {
        expect(allowed(member('viewer'), what)).toBe(reads.includes(what));
        if (allowed(member('box_office'), what)) {
          expect([...reads, 'check_in']).toContain(what);
        }
      }),
    );
  });
});
