import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invitationView, type TeamResponse } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders, signedInAs } from '@/test/render';
import { TeamPage } from './team-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const team: TeamResponse = {
  organisation: { id: 'org-1', name: 'Rooftop Collective', slug: 'rooftop' },
  members: [
    { uid: 'user-1', email: 'organiser@example.com', role: 'owner', addedAt: '2026-11-01' },
    {
      uid: 'user-2',
      email: 'door@example.com',
      name: 'Dee Door',
      role: 'box_office',
      eventIds: ['event-1'],
      addedAt: '2026-11-02',
    },
  ],
  invitations: [
    {
      id: 'inv-1',
      email: 'books@example.com',
      role: 'finance',
      invitedByEmail: 'organiser@example.com',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      state: 'pending',
    },
  ],
};

function serve(answer: TeamResponse | Error, role = 'owner') {
  get.mockImplementation(async (path: string) => {
    if (path === '/api/organisations/mine') {
      return {
        organisations: [{ id: 'org-1', name: 'Rooftop Collective', slug: 'rooftop', role }],
      };
    }
    if (path === '/api/organisations/org-1/team') {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`Unexpected GET ${path}`);
  });
}

const renderPage = () =>
  renderWithProviders(<TeamPage />, { path: '/platform/team', authState: signedInAs() });

describe('TeamPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    request.mockReset();
  });

  it('lists the members with their roles and events, and the invitations waiting', async () => {
    serve(team);
    renderPage();

    const members = await screen.findByRole('list', { name: 'Members' });
    const [me, door] = within(members).getAllByRole('listitem');
    expect(me).toHaveTextContent('organiser@example.com');
    expect(me).toHaveTextContent('You');
    // The only owner can neither leave nor stop being one.
    expect(within(me!).getByRole('button', { name: 'Leave the organisation' })).toBeDisabled();
    expect(me).toHaveTextContent('the only owner');
    expect(door).toHaveTextContent('Dee Door (door@example.com)');
    expect(door).toHaveTextContent('1 event');
    expect(within(door!).getByRole('combobox', { name: 'Role of door@example.com' })).toHaveValue(
      'Box office',
    );
    const invitations = screen.getByRole('list', { name: 'Invitations' });
    expect(invitations).toHaveTextContent('books@example.com');
    expect(invitations).toHaveTextContent('Finance');
  });

  it('invites by email and role, and shows the server’s refusal next to the field', async () => {
    serve(team);
    post.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'door@example.com is a member already',
        fields: { email: 'A member already' },
      }),
    );
    renderPage();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'door@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('A member already')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/organisations/org-1/invitations',
      { email: 'door@example.com', role: 'event_manager' },
      invitationView,
    );
  });

  it('sends an invitation again, and withdraws one', async () => {
    serve(team);
    post.mockResolvedValue(team.invitations[0]);
    request.mockResolvedValue(undefined);
    renderPage();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Send the invitation to books@example.com again' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to books@example.com' }),
    );

    expect(post).toHaveBeenCalledWith(
      '/api/organisations/org-1/invitations/inv-1/resend',
      undefined,
      invitationView,
    );
    expect(request).toHaveBeenCalledWith(
      '/api/organisations/org-1/invitations/inv-1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('tells a member whose role does not manage the team who does', async () => {
    serve(
      new ApiError({
        status: 403,
        code: 'forbidden',
        message: 'No',
        details: { right: 'members.manage' },
      }),
      'viewer',
    );
    renderPage();

    expect(await screen.findByText('Managed by owners and admins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });
});
