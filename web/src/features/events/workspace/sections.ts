import {
  IconCash,
  IconDeviceMobile,
  IconDiscount,
  IconHome,
  IconList,
  IconMessageQuestion,
  IconReceipt,
  IconSettings,
  IconTicket,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** One place of an event's workspace: its address under the event's and its name. */
export type WorkspaceSection = { slug: string; label: string; icon: Icon };

/** The workspace's sections in the order the navigation lists them; Overview is the event's own address. */
export const workspaceSections = [
  { slug: '', label: 'Overview', icon: IconHome },
  { slug: 'tickets', label: 'Tickets', icon: IconTicket },
  { slug: 'orders', label: 'Orders', icon: IconReceipt },
  { slug: 'attendees', label: 'Attendees', icon: IconUsers },
  { slug: 'check-in', label: 'Check-in', icon: IconDeviceMobile },
  { slug: 'promo-codes', label: 'Promo codes', icon: IconDiscount },
  { slug: 'questions', label: 'Questions', icon: IconMessageQuestion },
  { slug: 'waiting-list', label: 'Waiting list', icon: IconList },
  { slug: 'money', label: 'Money', icon: IconCash },
  { slug: 'settings', label: 'Settings', icon: IconSettings },
] as const satisfies readonly WorkspaceSection[];

export type SectionSlug = (typeof workspaceSections)[number]['slug'];

/** The section a workspace address shows: `/platform/event/{id}/{slug}`, Overview without one. */
export function sectionOf(pathname: string): WorkspaceSection {
  const slug = pathname.split('/')[4] ?? '';
  return workspaceSections.find((section) => section.slug === slug) ?? workspaceSections[0];
}
