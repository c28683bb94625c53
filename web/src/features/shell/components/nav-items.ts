import { paths } from '@/config/paths';

export type NavItem = { label: string; href: string; isNew?: boolean };

/** The platform's main links, in order; Admin only for users with the admin claim. */
export function getNavItems({ isAdmin }: { isAdmin: boolean }): NavItem[] {
  const items: NavItem[] = [
    { label: 'Event Management', href: paths.platform.events.getHref() },
    { label: 'My tickets', href: paths.platform.tickets.getHref() },
  ];
  return isAdmin ? [{ label: 'Admin', href: paths.platform.admin.getHref() }, ...items] : items;
}

export const accountItems: NavItem[] = [
  { label: 'Profile', href: paths.platform.profile.getHref(), isNew: true },
  { label: 'Settings', href: paths.platform.settings.getHref() },
];

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
