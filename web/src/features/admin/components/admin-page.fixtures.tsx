/**
 * What the admin page's tests serve it: users, a pending event and an application, through
 * the mocked API client (each test file mocks '@/lib/api-client' and '@/lib/firebase').
 */
import { expect, vi } from 'vitest';
import type { AdminUser, ModerationQueueEvent } from '@contract/admin';
import type { QuestionnaireSubmission } from '@contract/questionnaire';
import { apiClient } from '@/lib/api-client';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { AdminPage } from './admin-page';

export const get = vi.mocked(apiClient.get);
export const post = vi.mocked(apiClient.post);

export const admin = signedInAs({ uid: 'admin-1', email: 'admin@example.com' }, { isAdmin: true });

const buildUser = (overrides: Partial<AdminUser>): AdminUser => ({
  uid: 'user-1',
  email: 'user@example.com',
  disabled: false,
  isAdmin: false,
  emailVerified: true,
  ...overrides,
});

export const users: AdminUser[] = [
  buildUser({ uid: 'admin-1', email: 'admin@example.com', isAdmin: true }),
  buildUser({
    uid: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'South Africa',
    state: 'Western Cape',
    gender: 'Female',
    started: true,
    progress: 40,
  }),
  buildUser({ uid: 'bob', email: 'bob@example.com', firstName: 'Bob', emailVerified: false }),
];

export const pendingEvent: ModerationQueueEvent = {
  ...buildEventWithTypes({
    id: 'gala',
    uid: 'ada',
    name: 'Winter Gala',
    description: 'Black tie, big band',
    locationText: 'City Hall, Cape Town',
    types: [
      buildTicketType({ name: 'Dinner', price: 150000, currency: 'ZAR', capacity: 80, sold: 7 }),
    ],
  }),
  organiserEmail: 'ada@example.com',
};

export const questionLabels = ['Phone', 'Organisation', 'Kind', 'Size', 'Heard'];
export const application: QuestionnaireSubmission = {
  id: 'sub-1',
  info: 'spring',
  status: 'new',
  submittedAt: '2030-03-01T10:00:00.000Z',
  gender: 'Male',
  firstName: 'Sipho',
  email: 'sipho@example.com',
  country: 'Lesotho',
  questions: questionLabels.map((label) => ({ label, answer: `${label} answer` })),
  message: 'See you soon',
};

/** The admin events list as the server pages it: `pageSize` a page, counted per status. */
function serveEvents(path: string, events: ModerationQueueEvent[], pageSize: number) {
  const query = new URL(path, 'http://localhost').searchParams;
  const status = query.get('status') ?? 'all';
  const listed = events.filter((event) => status === 'all' || event.status === status);
  const start = Number(query.get('after') ?? 0);
  const count = (wanted: string) => events.filter((event) => event.status === wanted).length;
  return {
    events: listed.slice(start, start + pageSize),
    ...(start + pageSize < listed.length ? { nextCursor: String(start + pageSize) } : {}),
    totals: {
      pending: count('pending'),
      approved: count('approved'),
      rejected: count('rejected'),
      all: events.length,
    },
  };
}

export function serve({ events = [pendingEvent] as ModerationQueueEvent[], pageSize = 25 } = {}) {
  get.mockImplementation(async (path) => {
    if (path.startsWith('/api/admin/events?')) return serveEvents(path, events, pageSize);
    if (path === '/api/admin/users') return { users };
    if (path === '/api/admin/users/ada/questionnaire') {
      return {
        started: true,
        progress: 40,
        questions: [
          { label: 'First name', answer: 'Ada' },
          { label: 'Organisation or company', answer: 'Analytical Events' },
        ],
      };
    }
    if (path.startsWith('/api/admin/questionnaire/submissions')) {
      return { submissions: [application] };
    }
    if (path === '/api/questionnaire/config') return { labels: questionLabels };
    throw new Error(`Unexpected GET ${path}`);
  });
}

export function renderPage(authState = admin, initialEntry = '/platform/admin') {
  return renderWithProviders(<AdminPage />, { path: '/platform/admin', initialEntry, authState });
}

/** The page open at one of its tabs, as an administrator. */
export function openTab(tab: string) {
  return renderPage(admin, `/platform/admin?tab=${tab}`);
}

/** Each test starts with an API client that has answered nothing and been asked nothing. */
export function resetApi() {
  get.mockReset();
  post.mockReset();
}

/** Waits until the page has read `path`. */
export function waitForGet(path: string) {
  return vi.waitFor(() =>
    expect(get).toHaveBeenCalledWith(path, expect.anything(), expect.anything()),
  );
}

/** Waits until the page has sent `body` to `path`, to check the answer with `schema`. */
export function waitForPost(path: string, body: unknown, schema: unknown) {
  return vi.waitFor(() => expect(post).toHaveBeenCalledWith(path, body, schema));
}
