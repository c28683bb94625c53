import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/test/profile-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { PlatformShell } from './platform-shell';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({
  apiClient: { get: vi.fn(async () => buildProfile({ firstName: 'Ada' })) },
}));

function renderShell() {
  return renderWithProviders(<PlatformShell />, { path: '/platform', authState: signedInAs() });
}

describe('PlatformShell', () => {
  it('opens the account menu pressed before its code arrived, once it has', async () => {
    renderShell();
    // The stand-in, drawn before the menu's code loads: it opens nothing itself.
    const standIn = screen.getByRole('button', { name: 'Account menu' });
    expect(standIn).not.toHaveAttribute('aria-haspopup');

    fireEvent.click(standIn);

    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('loads the phone’s navigation drawer when its button is pressed', async () => {
    renderShell();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });
});
