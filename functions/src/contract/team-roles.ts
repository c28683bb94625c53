/**
 * Teams (issue 38): the roles a member of an organisation may have and the rights each
 * brings, one table that the server's policy (domain/team-policy.ts) decides with and the web
 * reads to show each person only what their role allows.
 */
export const teamRoles = [
  'owner',
  'admin',
  'event_manager',
  'finance',
  'box_office',
  'viewer',
] as const;
export type TeamRole = (typeof teamRoles)[number];

/** Each role as people read it ("an event manager"). */
export const roleNames: Readonly<Record<TeamRole, string>> = {
  owner: 'an owner',
  admin: 'an admin',
  event_manager: 'an event manager',
  finance: 'finance',
  box_office: 'box office',
  viewer: 'a viewer',
};

/** What a person may want to do. Event rights concern one event; the rest the organisation. */
export const eventRights = [
  /** See the event, its tickets, settings and figures other than money. */
  'event.view',
  /** Create and edit events, their tickets, questions and waiting lists; resubmit; banners. */
  'event.edit',
  /** Cancel (refunding every buyer) or delete an event. */
  'event.cancel',
  'promo_codes.manage',
  /** Messages to the event's attendees, buyers and waiting list. */
  'attendees.message',
  /** Orders, attendees and their downloads. */
  'orders.view',
  'orders.refund',
  /** The scanner, door devices, manual check-in, resending tickets. */
  'check_in',
  /** The money summary and the statement. */
  'money.view',
] as const;
export const organisationRights = [
  /** The organisation's name, address (slug) and logo. */
  'organisation.edit',
  'payout_accounts.manage',
  'members.manage',
  'audit.view',
  /** Whether money actions for the organisation need the second sign-in step. */
  'two_step.require',
  /** The organisation's webhook endpoints, their secrets and deliveries (issue 41). */
  'webhooks.manage',
  /** The organisation's API keys: making, listing and revoking them (issue 41). */
  'api_keys.manage',
  'ownership.transfer',
  'organisation.delete',
] as const;
export const teamRights = [...eventRights, ...organisationRights] as const;
export type EventRight = (typeof eventRights)[number];
export type TeamRight = (typeof teamRights)[number];

const allRights: readonly TeamRight[] = teamRights;
const ownerOnly: readonly TeamRight[] = [
  'payout_accounts.manage',
  'two_step.require',
  'ownership.transfer',
  'organisation.delete',
];

/** The table: what each role may do (docs/architecture.md has it as a table too). */
export const rightsOfRole: Readonly<Record<TeamRole, readonly TeamRight[]>> = {
  owner: allRights,
  admin: allRights.filter((right) => !ownerOnly.includes(right)),
  // Every event right but money.
  event_manager: eventRights.filter((right) => right !== 'money.view'),
  finance: ['event.view', 'orders.view', 'orders.refund', 'money.view', 'payout_accounts.manage'],
  box_office: ['event.view', 'orders.view', 'check_in'],
  viewer: ['event.view', 'orders.view'],
};

export function roleHasRight(role: TeamRole, right: TeamRight): boolean {
  return rightsOfRole[role].includes(right);
}

/** Rights that move money, for which an organisation may ask a second sign-in step. */
export const moneyRights: readonly TeamRight[] = [
  'orders.refund',
  'money.view',
  'payout_accounts.manage',
];
