import type { TeamRole } from '@contract/team-roles';
import { teamRoles } from '@contract/team-roles';

/** Each role's name on the Team page, and what it may do, in a line. */
export const roleLabels: Record<TeamRole, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Everything, members and payout accounts included' },
  admin: { label: 'Admin', description: 'Everything but ownership and payout accounts' },
  event_manager: {
    label: 'Event manager',
    description: 'Events, tickets, promo codes, questions, orders and refunds; no money',
  },
  finance: { label: 'Finance', description: 'Money, statements, payout accounts and refunds' },
  box_office: { label: 'Box office', description: 'Check-in and the attendee list' },
  viewer: { label: 'Viewer', description: 'Reads everything but money; changes nothing' },
};

/** The roles as Select options; only an owner may make an owner. */
export function roleOptions(canMakeOwners: boolean) {
  return teamRoles
    .filter((role) => canMakeOwners || role !== 'owner')
    .map((role) => ({ value: role, label: roleLabels[role].label }));
}
