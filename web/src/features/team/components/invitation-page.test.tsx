import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptInvitationResponse, invitationPreview } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { AuthState } from '@/features/auth/auth-context';
import { renderWithProviders, signedInAs } from '@/test/render';
import { InvitationPage } from './invitation-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);
const secret = 'a'.repeat(43);

const preview = {
  organisationName: 'Rooftop Collective',
  email: 'organiser@example.com',
  role: 'finance' as const,
  invitedByEmail: 'owner@example.com',
  expiresAt: '2026-12-05T10:00:00.000Z',
};

function renderPage(authState?: AuthState) {
  return renderWithProviders(<InvitationPage />, {
    path: '/invitations/:invitationId',
    initialEntry: `/invitations/inv-1#${secret}`,
    ...(authState ? { authState } : {}),
    routes: [{ path: '/platform', element: <h1>Platform home</h1> }],
  });
}

describe('InvitationPage', () => {
  beforeEach(() => {
    post.mockReset();
    request.mockReset();
  });

  it('says who invites whom as what, and accepts for the person signed in', async () => {
    request.mockResolvedValue(preview);
    post.mockResolvedValue({ orgId: 'org-1', role: 'finance' });
    renderPage(signedInAs());

    expect(
      await screen.findByText(
        'owner@example.com invites organiser@example.com to join Rooftop Collective as finance.',
      ),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/invitations/inv-1',
      expect.objectContaining({
        schema: invitationPreview,
        headers: { 'X-Invitation-Token': secret },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    expect(await screen.findByRole('heading', { name: 'Platform home' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/invitations/inv-1/accept',
      { token: secret },
      acceptInvitationResponse,
    );
  });

  it('asks someone signed out to log in as the address invited', async () => {
    request.mockResolvedValue(preview);
    renderPage();

    expect(await screen.findByRole('link', { name: 'Log in to accept' })).toHaveAttribute(
      'href',
      '/user-flow/login',
    );
    expect(screen.getByText(/Log in as organiser@example.com to accept/)).toBeInTheDocument();
  });

  it('says plainly when the link was used, withdrawn or has expired', async () => {
    request.mockRejectedValue(
      new ApiError({
        status: 410,
        code: 'gone',
        message: 'This invitation has expired: ask for a new one',
        details: { reason: 'expired' },
      }),
    );
    renderPage(signedInAs());

    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(/invitations work for 7 days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });
});
