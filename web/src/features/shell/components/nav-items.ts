import {
  IconCalendarEvent,
  IconPlugConnected,
  IconSettings,
  IconShieldLock,
  IconTicket,
  IconUser,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

export type NavItem = { label: string; href: string; icon: TablerIcon; isNew?: boolean };

/** The platform's main links, in order; Admin only for users with the admin claim. */
export function getNavItems({ isAdmin }: { isAdmin: boolean }): NavItem[] {
  const items: NavItem[] = [
    { label: 'Event Management', href: paths.platform.events.getHref(), icon: IconCalendarEvent },
    { label: 'My tickets', href: paths.platform.tickets.getHref(), icon: IconTicket },
  ];
  const admin: NavItem = {
    label: 'Admin',
    href: paths.platform.admin.getHref(),
    icon: IconShieldLock,
  };
  return isAdmin ? [admin, ...items] : items;
}

export const accountItems: NavItem[] = [
  { label: 'Profile', href: paths.platform.profile.getHref(), icon: IconUser, isNew: true },
  { label: 'Team', href: paths.platform.team.getHref(), icon: IconUsersGroup },
  {
    label: 'Integrations',
    href: paths.platform.integrations.getHref(),
    icon: IconPlugConnected,
  },
  { label: 'Settings', href: paths.platform.settings.getHref(), icon: IconSettings },
];

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
