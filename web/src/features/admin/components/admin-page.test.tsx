import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventSummary, type EventSummary } from '@contract/event-summary';
import { signedInAs } from '@/test/render';
import { buildEventWithTypes } from '@/test/event-factories';
import {
  get,
  pendingEvent,
  post,
  renderPage,
  resetApi,
  serve,
  waitForPost,
} from './admin-page.fixtures';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

/** The queue with the Winter Gala pending, and `action` clicked on it; the server agrees. */
async function decideOnGala(action: 'Approve' | 'Reject', decided: Partial<EventSummary>) {
  serve();
  post.mockResolvedValue({ ...pendingEvent, ...decided });
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `${action} Winter Gala` }));
  return user;
}

describe('AdminPage', { timeout: 15_000 }, () => {
  beforeEach(resetApi);

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
    await decideOnGala('Approve', { status: 'approved', approved: true });

    expect(post).toHaveBeenCalledWith(
      '/api/admin/events/gala/approval',
      { approved: true },
      eventSummary,
    );
  });

  it('rejects only with a reason', async () => {
    const user = await decideOnGala('Reject', { status: 'rejected', approved: false });
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Winter Gala”?' });
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject event' }));

    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Say who is playing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject event' }));

    await waitForPost(
      '/api/admin/events/gala/approval',
      { approved: false, rejectedReason: 'Say who is playing' },
      eventSummary,
    );
  });
});
