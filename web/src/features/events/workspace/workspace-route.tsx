import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { page } from '@/lib/lazy-page';
import type { SectionSlug } from './sections';

/** Each section's component, loaded when the section is first opened (sections.ts names them). */
const sectionPages: Record<SectionSlug, () => Promise<ComponentType>> = {
  '': async () => (await import('./sections/overview-section')).OverviewSection,
  tickets: async () => (await import('./sections/tickets-section')).TicketsSection,
  orders: async () => (await import('./sections/orders-section')).OrdersSection,
  attendees: async () => (await import('./sections/attendees-section')).AttendeesSection,
  messages: async () => (await import('./sections/messages-section')).MessagesSection,
  'check-in': async () => (await import('./sections/check-in-section')).CheckInSection,
  'promo-codes': async () => (await import('./sections/promo-codes-section')).PromoCodesSection,
  questions: async () => (await import('./sections/questions-section')).QuestionsSection,
  'waiting-list': async () => (await import('./sections/waiting-list-section')).WaitingListSection,
  money: async () => (await import('./sections/money-section')).MoneySection,
  settings: async () => (await import('./sections/settings-section')).SettingsSection,
};

/**
 * An event's workspace and its sections: `/platform/event/{id}` is its Overview,
 * `/platform/event/{id}/money` its Money, as they were before the workspace.
 */
export const eventWorkspaceRoute: RouteObject = {
  path: paths.platform.event.path,
  ...page(
    () => import('./event-workspace'),
    (m) => m.EventWorkspace,
  ),
  children: Object.entries(sectionPages).map(([path, load]) => ({
    ...(path ? { path } : { index: true }),
    lazy: async () => ({ Component: await load() }),
  })),
};
