import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '@contract/users';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders, signedInAs } from '@/test/render';
import { WelcomePage } from './welcome-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));

const getFromApi = vi.mocked(apiClient.get);

function profile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    uid: 'user-1',
    email: 'organiser@example.com',
    country: 'Country',
    state: 'State',
    ...overrides,
  };
}

function renderPage() {
  return renderWithProviders(<WelcomePage />, { path: '/platform', authState: signedInAs() });
}

describe('WelcomePage', () => {
  beforeEach(() => {
    getFromApi.mockReset();
  });

  it('welcomes the user by first name from their profile', async () => {
    getFromApi.mockResolvedValue(profile({ firstName: 'Ada' }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Welcome Ada!' })).toBeInTheDocument();
    expect(getFromApi).toHaveBeenCalledWith(
      '/api/me/profile',
      expect.anything(),
      expect.anything(),
    );
  });

  it('welcomes the user by email while they have no first name', async () => {
    getFromApi.mockResolvedValue(profile());
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Welcome organiser@example.com!' }),
    ).toBeInTheDocument();
  });

  it('still welcomes the user by email when the profile cannot be loaded', async () => {
    getFromApi.mockRejectedValue(new ApiError({ status: 0, code: 'network_error', message: 'x' }));
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Welcome organiser@example.com!' }),
    ).toBeInTheDocument();
  });

  it('leads to creating an event, and ticks the profile step once it is done', async () => {
    getFromApi.mockResolvedValue(profile({ firstName: 'Ada' }));
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
});
