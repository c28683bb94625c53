import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithUser, signedInAs } from '@/test/render';
import { SettingsPage } from './settings-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), request: vi.fn() } }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signOut: vi.fn(async () => {}),
}));

const request = vi.mocked(apiClient.request);
const get = vi.mocked(apiClient.get);

function renderSettings() {
  return renderWithUser(<SettingsPage />, {
    path: '/platform/settings',
    authState: signedInAs(),
    routes: [{ path: '/', element: <h1>Home page</h1> }],
  });
}

async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account' });
}

beforeEach(() => {
  request.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/api/payout-account') return { accounts: [], currencies: ['ZAR'] };
    if (path === '/api/me/two-step') return { enabled: false, isPending: false };
    if (path.startsWith('/api/payout-banks')) return { banks: [] };
    throw new Error(`Unexpected GET ${path}`);
  });
  vi.mocked(signOut).mockClear();
  localStorage.clear();
});

describe('SettingsPage', () => {
  it('changes the theme and dark mode, kept in local storage', async () => {
    const { user } = renderSettings();

    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(localStorage.getItem('isdark')).toBe('false');

    await user.click(screen.getByRole('combobox', { name: 'Theme' }));
    await user.click(await screen.findByRole('option', { name: 'Synthwave' }));
    expect(localStorage.getItem('theme')).toBe('synthwave');
    expect(localStorage.getItem('isdark')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });

  it('has a payout account section', async () => {
    renderSettings();
    const section = screen.getByRole('region', { name: 'Payout account' });
    expect(await within(section).findByText(/No payout account yet/)).toBeInTheDocument();
  });

  it('deletes the account only once "delete" is typed, then signs out and goes home', async () => {
    request.mockResolvedValue(undefined);
    localStorage.setItem('images/user-1/profile', '/api/users/user-1/photo?v=1');
    const { user, router, queryClient } = renderSettings();
    queryClient.setQueryData(['me', 'profile', 'user-1'], { uid: 'user-1' });

    const dialog = await openDeleteDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type "delete" to confirm'), 'delet');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type "delete" to confirm'), 'e');
    await user.click(confirm);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(request).toHaveBeenCalledWith('/api/me', {
      method: 'DELETE',
      schema: expect.anything(),
    });
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryData(['me', 'profile', 'user-1'])).toBeUndefined();
    expect(localStorage.getItem('images/user-1/profile')).toBeNull();
  });

  it('stays, signed in, when the deletion fails, and says why', async () => {
    request.mockRejectedValue(
      new ApiError({ status: 0, code: 'network_error', message: 'Could not reach the server.' }),
    );
    const { user, router } = renderSettings();

    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText('Type "delete" to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Could not reach the server.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/settings');
    expect(signOut).not.toHaveBeenCalled();
  });
});
