import { screen } from '@testing-library/react';
import { signOut } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { buildProfile } from '@/test/profile-factories';
import { renderWithUser, signedInAs } from '@/test/render';
import { AccountMenu } from './account-menu';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => {}) }));

const getFromApi = vi.mocked(apiClient.get);

const withPhoto = buildProfile({
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoUrl: '/api/users/user-1/photo?v=abc',
});

function renderMenu() {
  return renderWithUser(<AccountMenu />, {
    path: '/platform',
    authState: signedInAs(),
    routes: [{ path: '/', element: <p>Landing page</p> }],
  });
}

describe('AccountMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    getFromApi.mockReset();
    vi.mocked(signOut).mockClear();
  });

  it('shows the profile photo, and caches its URL under images/{uid}/profile', async () => {
    getFromApi.mockResolvedValue(withPhoto);
    renderMenu();

    const photo = await screen.findByRole('img', { name: 'Ada Lovelace', hidden: true });
    expect(photo).toHaveAttribute('src', '/api/users/user-1/photo?v=abc');
    expect(localStorage.getItem('images/user-1/profile')).toBe('/api/users/user-1/photo?v=abc');
  });

  it('lists Profile (marked New), Settings and Logout', async () => {
    getFromApi.mockResolvedValue(withPhoto);
    const { user } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));

    const profile = await screen.findByRole('menuitem', { name: /Profile/ });
    expect(profile).toHaveAttribute('href', '/platform/profile');
    expect(profile).toHaveTextContent('New');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/platform/settings',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('Logout goes home, signs out and forgets cached answers and the cached photo URL', async () => {
    getFromApi.mockResolvedValue(withPhoto);
    localStorage.setItem('theme', 'halloween');
    const { user, router, queryClient } = renderMenu();
    await screen.findByRole('img', { name: 'Ada Lovelace', hidden: true });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect(localStorage.getItem('images/user-1/profile')).toBeNull();
    // A device preference, not account data: it stays.
    expect(localStorage.getItem('theme')).toBe('halloween');
  });
});
