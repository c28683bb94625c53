import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders, signedInAs } from '@/test/render';
import { chooseOrganisation } from '@/features/team/api/current-organisation';
import { OrganisationSwitcher } from './organisation-switcher';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const own = { id: 'personal-user-1', name: 'Thandi Events', slug: 'thandi', role: 'owner' };
const joined = { id: 'org-2', name: 'Night Market', slug: 'night-market', role: 'finance' };

const serve = (organisations: unknown[]) =>
  get.mockImplementation(async (path: string) => {
    if (path === '/api/organisations/mine') return { organisations };
    throw new Error(`Unexpected GET ${path}`);
  });
const render = () => renderWithProviders(<OrganisationSwitcher />, { authState: signedInAs() });

describe('OrganisationSwitcher', () => {
  beforeEach(() => {
    get.mockReset();
    localStorage.clear();
  });

  it('shows nothing to someone in one organisation', async () => {
    serve([own]);
    render();
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).not.toBeInTheDocument();
  });

  it('starts in the person’s own organisation and keeps the one they switch to', async () => {
    serve([joined, own]);
    render();
    const switcher = await screen.findByRole('combobox', { name: 'Organisation' });
    expect(switcher).toHaveDisplayValue('Thandi Events');

    await userEvent.selectOptions(switcher, 'Night Market');

    expect(switcher).toHaveDisplayValue('Night Market');
    expect(localStorage.getItem('organisation:user-1')).toBe('org-2');
  });

  it('forgets a choice of an organisation the person no longer belongs to', async () => {
    chooseOrganisation('user-1', 'org-gone');
    serve([joined, own]);
    render();
    expect(await screen.findByRole('combobox', { name: 'Organisation' })).toHaveDisplayValue(
      'Thandi Events',
    );
    await vi.waitFor(() => expect(localStorage.getItem('organisation:user-1')).toBeNull());
  });
});
