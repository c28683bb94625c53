import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, ModerationQueueEvent } from '@contract/admin';
import { questionnaireSubmission, type QuestionnaireSubmission } from '@contract/questionnaire';
import { eventSummary } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { AdminPage } from './admin-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

const admin = signedInAs({ uid: 'admin-1', email: 'admin@example.com' }, { isAdmin: true });

const buildUser = (overrides: Partial<AdminUser>): AdminUser => ({
  uid: 'user-1',
  email: 'user@example.com',
  disabled: false,
  isAdmin: false,
  ...overrides,
});

const users: AdminUser[] = [
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
  buildUser({ uid: 'bob', email: 'bob@example.com', firstName: 'Bob' }),
];

const pendingEvent: ModerationQueueEvent = {
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

const questionLabels = ['Phone', 'Organisation', 'Kind', 'Size', 'Heard'];
const application: QuestionnaireSubmission = {
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

function serve({ events = [pendingEvent] as ModerationQueueEvent[], pageSize = 25 } = {}) {
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

function renderPage(authState = admin, initialEntry = '/platform/admin') {
  return renderWithProviders(<AdminPage />, { path: '/platform/admin', initialEntry, authState });
}

describe('AdminPage', { timeout: 15_000 }, () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('tells everyone else that only administrators can open it', async () => {
    renderPage(signedInAs());

    expect(screen.getByRole('heading', { name: 'Only administrators' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows each pending event as buyers would see it, with its organiser', async () => {
    serve();
    renderPage();

    const card = await screen.findByRole('article', { name: 'Winter Gala' });
    expect(within(card).getByText('Black tie, big band')).toBeInTheDocument();
    expect(within(card).getByText(/City Hall, Cape Town/)).toBeInTheDocument();
    expect(await within(card).findByText('1500.00 ZAR')).toBeInTheDocument();
    expect(within(card).getByText('Dinner')).toBeInTheDocument();
    const dinner = within(card).getByRole('row', { name: /Dinner/ });
    expect(
      within(dinner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dinner', '1500.00 ZAR', '80', '7']);
    expect(await within(card).findByText(/By ada@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pending (1)' })).toBeChecked();
  });

  it('shows more events on request, with the totals the server counts', async () => {
    const more = ['Spring Fair', 'Summer Fete', 'Autumn Ball'].map((name, index) =>
      buildEventWithTypes({ id: `more-${index}`, uid: 'bob', name }),
    );
    const approvedEvent = buildEventWithTypes({
      id: 'old',
      uid: 'bob',
      name: 'Old Show',
      status: 'approved',
      approved: true,
    });
    serve({ events: [pendingEvent, ...more, approvedEvent], pageSize: 2 });
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByRole('article', { name: 'Winter Gala' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Spring Fair' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Summer Fete' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pending (4)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All (5)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 4 events')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByRole('article', { name: 'Autumn Ball' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/events?status=pending&after=2',
      expect.anything(),
      expect.anything(),
    );

    await user.click(screen.getByRole('radio', { name: 'Approved (1)' }));
    expect(await screen.findByRole('article', { name: 'Old Show' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Winter Gala' })).not.toBeInTheDocument();
  });

  it('approves an event', async () => {
    serve();
    post.mockResolvedValue({ ...pendingEvent, status: 'approved', approved: true });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve Winter Gala' }));

    expect(post).toHaveBeenCalledWith(
      '/api/admin/events/gala/approval',
      { approved: true },
      eventSummary,
    );
  });

  it('rejects only with a reason', async () => {
    serve();
    post.mockResolvedValue({ ...pendingEvent, status: 'rejected', approved: false });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject Winter Gala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Winter Gala”?' });
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject event' }));

    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Say who is playing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject event' }));

    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/events/gala/approval',
        { approved: false, rejectedReason: 'Say who is playing' },
        eventSummary,
      ),
    );
  });

  it('lists users with their real questionnaire progress and details', async () => {
    serve();
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    const adaRow = (await screen.findByText('Ada Lovelace')).closest('tr')!;
    expect(within(adaRow).getByText('South Africa, Western Cape')).toBeInTheDocument();
    expect(within(adaRow).getByText('Female')).toBeInTheDocument();
    expect(within(adaRow).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    const bobRow = screen.getByText('bob@example.com').closest('tr')!;
    expect(within(bobRow).getByText('Not Started')).toBeInTheDocument();

    await user.click(within(adaRow).getByRole('button', { name: 'Details of ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(dialog).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Analytical Events')).toBeInTheDocument();
    expect(within(dialog).getByText('Not sent yet: the answers so far.')).toBeInTheDocument();
  });

  it('shows more users on request, a page of Auth accounts at a time', async () => {
    serve();
    const served = get.getMockImplementation()!;
    get.mockImplementation(async (path, ...rest) => {
      if (path === '/api/admin/users') return { users: users.slice(0, 2), nextCursor: 'page-2' };
      if (path === '/api/admin/users?after=page-2') return { users: users.slice(2) };
      return served(path, ...rest);
    });
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('bob@example.com')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more users' }));

    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });

  it('lists applications and marks one reviewed from its details', async () => {
    serve();
    post.mockResolvedValue({ ...application, status: 'reviewed' });
    renderPage(admin, '/platform/admin?tab=applications');
    const user = userEvent.setup();

    expect(await screen.findByText('Sipho')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/questionnaire/submissions?',
      expect.anything(),
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Details of Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application' });
    expect(within(dialog).getByText('Organisation answer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/questionnaire/submissions/sub-1/reviewed',
      undefined,
      questionnaireSubmission,
    );

    await user.click(screen.getByRole('radio', { name: 'Responded' }));
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/admin/questionnaire/submissions?status=responded',
        expect.anything(),
        expect.anything(),
      ),
    );
  });

  it('disables an account after a confirmation', async () => {
    serve();
    post.mockResolvedValue({ uid: 'bob', disabled: true });
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for bob@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/users/bob/disabled',
        { disabled: true },
        expect.anything(),
      ),
    );
  });

  it('grants admin rights, and never offers to revoke your own', async () => {
    serve();
    post.mockResolvedValue({ uid: 'bob', admin: true });
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for admin@example.com' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Revoke admin (not your own)' }),
    ).toBeDisabled();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for bob@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this user an administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/users/bob/admin',
        { admin: true },
        expect.anything(),
      ),
    );
  });
});
