import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamRole } from '@contract/team-roles';
import { apiClient } from '@/lib/api-client';
import { renderWithUser, signedInAs } from '@/test/render';
import { TwoStepRequirementSwitch } from './two-step-requirement';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const put = vi.mocked(apiClient.put);

function renderSwitch(role: TeamRole, required = false) {
  get.mockImplementation(async (path: string) => {
    if (path === '/api/organisations/org-1/two-step') return { required };
    if (path === '/api/organisations/mine') {
      return { organisations: [{ id: 'org-1', name: 'Rooftop', slug: 'rooftop', role }] };
    }
    if (path === '/api/me/two-step') return { enabled: false, isPending: false };
    throw new Error(`Unexpected GET ${path}`);
  });
  return renderWithUser(<TwoStepRequirementSwitch orgId="org-1" />, { authState: signedInAs() });
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
});

describe('TwoStepRequirementSwitch', () => {
  it('lets an owner require the step, and points them to their own set-up', async () => {
    const { user } = renderSwitch('owner');
    const toggle = await screen.findByRole('switch', {
      name: /^Require two-step sign-in for money/,
    });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    put.mockResolvedValueOnce({ required: true });

    await user.click(toggle);

    expect(put).toHaveBeenCalledWith(
      '/api/organisations/org-1/two-step',
      { required: true },
      expect.anything(),
    );
    expect(await screen.findByRole('link', { name: 'set it up in Settings' })).toHaveAttribute(
      'href',
      '/platform/settings#two-step',
    );
    expect(toggle).toBeChecked();
  });

  it('shows finance whether it is on, without letting them change it', async () => {
    renderSwitch('finance', true);
    const toggle = await screen.findByRole('switch', {
      name: /^Require two-step sign-in for money/,
    });
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/Only owners change this/)).toBeVisible();
  });
});
