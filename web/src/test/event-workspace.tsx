import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { eventWorkspaceRoute } from '@/features/events/workspace/workspace-route';
import { apiClient } from '@/lib/api-client';
import { dashboardAnswer } from './dashboard-api';
import { renderRoutes, signedInAs } from './render';

/*
 * For tests of an event's workspace, whose file mocks the API client:
 * `vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'))`.
 */

/** The event for its own URL; no sales, money, attendees, check-ins, door devices or codes yet. */
export function serveWorkspace(event: unknown) {
  vi.mocked(apiClient.get).mockImplementation(async (path: string) => dashboardAnswer(path, event));
}

/**
 * The workspace of event-1 at `section` (its Overview without one), for its signed-in
 * organiser, with the app's own routes for the workspace and a page for the events list.
 */
export function renderWorkspace(section = '') {
  const view = renderRoutes(
    [
      {
        path: '/platform',
        children: [eventWorkspaceRoute, { path: 'events', element: <h1>Event Management</h1> }],
      },
    ],
    {
      initialEntry: `/platform/event/event-1${section ? `/${section}` : ''}`,
      authState: signedInAs(),
    },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}
