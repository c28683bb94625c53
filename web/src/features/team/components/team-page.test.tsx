import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invitationView, type AuditResponse, type TeamResponse } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventSummary } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { chooseOrganisation } from '../api/current-organisation';
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
      lastActiveAt: '2026-11-25T08:15:00.000Z',
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

const audit: AuditResponse = {
  entries: [
    {
      id: 'a-2',
      at: '2026-11-21T09:30:00.000Z',
      kind: 'member.changed',
      actorUid: 'user-1',
      actorEmail: 'organiser@example.com',
      summary: 'Made door@example.com box office',
      before: { uid: 'user-2', role: 'viewer', eventIds: null },
      after: { uid: 'user-2', role: 'box_office', eventIds: ['event-1'] },
    },
  ],
  nextCursor: 'next-1',
};
const olderAudit: AuditResponse = {
  entries: [
    {
      id: 'a-1',
      at: '2026-11-20T10:00:00.000Z',
      kind: 'member.invited',
      actorUid: 'user-1',
      actorEmail: 'organiser@example.com',
      summary: 'Invited books@example.com as finance',
    },
  ],
};

const otherOrganisation = {
  id: 'org-2',
  name: 'Night Market',
  slug: 'night-market',
  role: 'owner',
};

function serve(answer: TeamResponse | Error, role = 'owner', { twoOrganisations = false } = {}) {
  get.mockImplementation(async (path: string) => {
    if (path === '/api/organisations/mine') {
      return {
        organisations: [
          { id: 'org-1', name: 'Rooftop Collective', slug: 'rooftop', role },
          ...(twoOrganisations ? [otherOrganisation] : []),
        ],
      };
    }
    if (path === '/api/organisations/org-1/team') {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    if (path === '/api/organisations/org-2/team') {
      return { ...team, organisation: otherOrganisation, invitations: [] };
    }
    if (path === '/api/events/mine?orgId=org-1') {
      return {
        events: [
          buildEventSummary({ id: 'event-1', name: 'Rooftop Sessions' }),
          buildEventSummary({ id: 'event-2', name: 'Night Swim' }),
        ],
        total: 2,
        approvedTotal: 2,
      };
    }
    if (path === '/api/organisations/org-1/audit') return audit;
    if (path === '/api/organisations/org-1/audit?after=next-1') return olderAudit;
    if (path === '/api/organisations/org-1/audit?kind=member.invited') return olderAudit;
    throw new Error(`Unexpected GET ${path}`);
  });
}

const renderPage = (initialEntry = '/platform/team') =>
  renderWithProviders(<TeamPage />, {
    path: '/platform/team',
    initialEntry,
    authState: signedInAs(),
  });

describe('TeamPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    request.mockReset();
    localStorage.clear();
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
    expect(await within(door!).findByText('Rooftop Sessions')).toBeInTheDocument();
    expect(door).toHaveTextContent('Last active');
    expect(within(door!).getByRole('combobox', { name: 'Role of door@example.com' })).toHaveValue(
      'Box office',
    );
    const invitations = screen.getByRole('list', { name: 'Invitations' });
    expect(invitations).toHaveTextContent('books@example.com');
    expect(invitations).toHaveTextContent('Finance');
  });

  it('limits a member to chosen events', async () => {
    serve(team);
    request.mockResolvedValue(team.members[1]);
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Events of door@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Events of door@example.com' });
    await user.click(within(dialog).getByRole('combobox', { name: /Events/ }));
    await user.click(await screen.findByRole('option', { name: 'Night Swim' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        '/api/organisations/org-1/members/user-2',
        expect.objectContaining({
          method: 'PATCH',
          body: { role: 'box_office', eventIds: ['event-1', 'event-2'] },
        }),
      ),
    );
    // An owner works on every event: nothing to choose.
    expect(screen.queryByRole('button', { name: 'Events of organiser@example.com' })).toBeNull();
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

  it('shows owners the audit log, older pages on asking, filtered by kind', async () => {
    serve(team);
    renderPage('/platform/team?tab=audit');
    const user = userEvent.setup();

    const log = await screen.findByRole('list', { name: 'Audit log' });
    const [entry] = within(log).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Made door@example.com box office');
    expect(entry).toHaveTextContent('organiser@example.com');
    expect(entry).toHaveTextContent('Role changed');
    expect(entry).toHaveTextContent('role: viewer → box_office');
    expect(entry).toHaveTextContent('eventIds: none → event-1');
    expect(entry).not.toHaveTextContent('uid:');

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await within(log).findByText('Invited books@example.com as finance')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Invitation sent' }));
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Audit log' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(get).toHaveBeenCalledWith(
      '/api/organisations/org-1/audit?kind=member.invited',
      expect.anything(),
      expect.anything(),
    );
  });

  it('follows the organisation chosen in the shell', async () => {
    serve(team, 'owner', { twoOrganisations: true });
    chooseOrganisation('user-1', 'org-2');
    renderPage();

    expect(await screen.findByText('Members of Night Market')).toBeInTheDocument();
    expect(
      screen.getByText('Who works on Night Market’s events, and what each may do'),
    ).toBeInTheDocument();
  });

  it('founds another organisation and switches to it; a refused name shows by the field', async () => {
    serve(team);
    post
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'validation_failed',
          message: 'Invalid',
          fields: { name: 'Give the organisation a name' },
        }),
      )
      .mockResolvedValueOnce({ ...otherOrganisation });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Give the organisation a name')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Night Market');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await vi.waitFor(() => expect(localStorage.getItem('organisation:user-1')).toBe('org-2'));
    expect(post).toHaveBeenLastCalledWith(
      '/api/organisations',
      { name: 'Night Market' },
      expect.anything(),
    );
  });
});
