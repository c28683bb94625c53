import type { EventWithTypes } from '@contract/events';
import type { TeamRight } from '@contract/team-roles';
import {
  IconCash,
  IconDeviceMobile,
  IconDiscount,
  IconHome,
  IconList,
  IconMail,
  IconMessageQuestion,
  IconReceipt,
  IconSettings,
  IconTicket,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { can } from './rights';

/**
 * One place of an event's workspace: its address under the event's, its name, and the right
 * it takes to open it (contract/team-roles.ts).
 */
export type WorkspaceSection = { slug: string; label: string; icon: Icon; right: TeamRight };

/** The workspace's sections in the order the navigation lists them; Overview is the event's own address. */
export const workspaceSections = [
  { slug: '', label: 'Overview', icon: IconHome, right: 'event.view' },
  { slug: 'tickets', label: 'Tickets', icon: IconTicket, right: 'event.edit' },
  // What was paid and refunds: for those who handle orders, not the door.
  { slug: 'orders', label: 'Orders', icon: IconReceipt, right: 'orders.refund' },
  { slug: 'attendees', label: 'Attendees', icon: IconUsers, right: 'orders.view' },
  { slug: 'messages', label: 'Messages', icon: IconMail, right: 'attendees.message' },
  { slug: 'check-in', label: 'Check-in', icon: IconDeviceMobile, right: 'check_in' },
  { slug: 'promo-codes', label: 'Promo codes', icon: IconDiscount, right: 'promo_codes.manage' },
  { slug: 'questions', label: 'Questions', icon: IconMessageQuestion, right: 'event.edit' },
  { slug: 'waiting-list', label: 'Waiting list', icon: IconList, right: 'event.edit' },
  { slug: 'money', label: 'Money', icon: IconCash, right: 'money.view' },
  { slug: 'settings', label: 'Settings', icon: IconSettings, right: 'event.edit' },
] as const satisfies readonly WorkspaceSection[];

export type SectionSlug = (typeof workspaceSections)[number]['slug'];

/** The section a workspace address shows: `/platform/event/{id}/{slug}`, Overview without one. */
export function sectionOf(pathname: string): WorkspaceSection {
  const slug = pathname.split('/')[4] ?? '';
  return workspaceSections.find((section) => section.slug === slug) ?? workspaceSections[0];
}

/** The sections the viewer's role opens, in the navigation's order. */
export function sectionsFor(event: Pick<EventWithTypes, 'yourRights'>): WorkspaceSection[] {
  return workspaceSections.filter((section) => can(event, section.right));
}
