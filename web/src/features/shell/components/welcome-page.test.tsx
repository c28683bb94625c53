import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyEventsResponse } from '@contract/events';
import type { ProfileResponse } from '@contract/users';
import { buildEventSummary } from '@/test/event-factories';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildProfile } from '@/test/profile-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { WelcomePage } from './welcome-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));

const getFromApi = vi.mocked(apiClient.get);

/** The API: this profile at /api/me/profile, these events at /api/events/mine. */
function answer(me: ProfileResponse | Error, mine: MyEventsResponse = { events: [], total: 0 }) {
  getFromApi.mockImplementation(async (path: string) => {
    if (path === '/api/me/profile') {
      if (me instanceof Error) throw me;
      return me;
    }
    if (path === '/api/events/mine') return mine;
    throw new Error(`Unexpected GET ${path}`);
  });
}

function renderPage() {
  return renderWithProviders(<WelcomePage />, { path: '/platform', authState: signedInAs() });
}

describe('WelcomePage', () => {
  beforeEach(() => {
    getFromApi.mockReset();
  });

  it('welcomes the user by first name from their profile', async () => {
    answer(buildProfile({ firstName: 'Ada' }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Welcome Ada!' })).toBeInTheDocument();
    expect(getFromApi).toHaveBeenCalledWith(
      '/api/me/profile',
      expect.anything(),
      expect.anything(),
    );
  });

  it('welcomes the user by email while they have no first name', async () => {
    answer(buildProfile());
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Welcome organiser@example.com!' }),
    ).toBeInTheDocument();
  });

  it('still welcomes the user by email when the profile cannot be loaded', async () => {
    answer(new ApiError({ status: 0, code: 'network_error', message: 'x' }));
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Welcome organiser@example.com!' }),
    ).toBeInTheDocument();
  });

  it('leads to creating an event, and ticks the profile step once it is done', async () => {
    answer(buildProfile({ firstName: 'Ada' }));
    renderPage();
    await screen.findByRole('heading', { name: 'Welcome Ada!' });

    expect(screen.getByRole('link', { name: 'Create an Event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
    const [profileStep, eventStep] = screen.getAllByRole('listitem');
    expect(profileStep).toHaveTextContent('Done: Complete your profile');
    expect(eventStep).toHaveTextContent('To do: Create your first event');
    expect(screen.getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
  });

  it('ticks "Create your first event" once the organiser has one, pending review', async () => {
    answer(buildProfile(), { events: [buildEventSummary({ status: 'pending' })], total: 1 });
    renderPage();

    const eventStep = await screen.findByText('Create your first event');
    await vi.waitFor(() =>
      expect(eventStep.closest('li')).toHaveTextContent('Done: Create your first event'),
    );
    const [, , approvalStep] = screen.getAllByRole('listitem');
    expect(approvalStep).toHaveTextContent('To do: Get approved and share the link');
  });

  it('ticks creating and approval for an organiser with an approved event', async () => {
    answer(buildProfile({ firstName: 'Ada' }), {
      events: [
        buildEventSummary({ id: 'a', status: 'rejected' }),
        buildEventSummary({ id: 'b', status: 'approved' }),
      ],
      total: 2,
    });
    renderPage();

    await vi.waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Done: Complete your profile'),
        expect.stringContaining('Done: Create your first event'),
        expect.stringContaining('Done: Get approved and share the link'),
      ]),
    );
    expect(getFromApi).toHaveBeenCalledWith(
      '/api/events/mine',
      expect.anything(),
      expect.anything(),
    );
  });

  it('ticks approval when the approved event is not on the newest page', async () => {
    answer(buildProfile({ firstName: 'Ada' }), {
      events: [buildEventSummary({ id: 'new', status: 'pending' })],
      nextCursor: 'more',
      total: 40,
      approvedTotal: 1,
    });
    renderPage();

    const [, , approvalStep] = await screen.findAllByRole('listitem');
    await vi.waitFor(() =>
      expect(approvalStep).toHaveTextContent('Done: Get approved and share the link'),
    );
  });
});
