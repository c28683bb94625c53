import { vi } from 'vitest';
import { EventDashboardPage } from '@/features/events/components/event-dashboard-page';
import { apiClient } from '@/lib/api-client';
import { dashboardAnswer } from './dashboard-api';
import { renderWithProviders, signedInAs } from './render';

/*
 * For tests of the event dashboard page, whose file mocks the API client:
 * `vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'))`.
 */

/** The event for its own URL; no sales, money, attendees, check-ins, door devices or codes yet. */
export function serveDashboard(event: unknown) {
  vi.mocked(apiClient.get).mockImplementation(async (path: string) => dashboardAnswer(path, event));
}

/** The dashboard of event-1, for its signed-in organiser. */
export function renderDashboardPage() {
  return renderWithProviders(<EventDashboardPage />, {
    path: '/platform/event/:id',
    initialEntry: '/platform/event/event-1',
    authState: signedInAs(),
  });
}
