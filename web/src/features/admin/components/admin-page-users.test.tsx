import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { questionnaireSubmission } from '@contract/questionnaire';
import {
  application,
  get,
  openTab,
  post,
  resetApi,
  serve,
  users,
  waitForGet,
  waitForPost,
} from './admin-page.fixtures';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

/** The users tab, the server answering any change with `changed`; returns who drives it. */
function openUsers(changed?: object) {
  serve();
  if (changed) post.mockResolvedValue(changed);
  openTab('users');
  return userEvent.setup();
}

/** Picks `action` from the menu of the account with this email; returns the confirmation. */
async function chooseAction(user: UserEvent, email: string, action: string, confirmation: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog', { name: confirmation });
}

describe('AdminPage: users and applications', { timeout: 15_000 }, () => {
  beforeEach(resetApi);

  it('lists users with their real questionnaire progress and details', async () => {
    const user = openUsers();

    const adaRow = (await screen.findByText('Ada Lovelace')).closest('tr')!;
    expect(within(adaRow).getByText('South Africa, Western Cape')).toBeInTheDocument();
    expect(within(adaRow).getByText('Female')).toBeInTheDocument();
    expect(within(adaRow).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    const bobRow = screen.getByText('bob@example.com').closest('tr')!;
    expect(within(bobRow).getByText('Not Started')).toBeInTheDocument();
    // Bob never followed the verification email's link; Ada did.
    expect(within(bobRow).getByText('Email not verified')).toBeInTheDocument();
    expect(within(adaRow).queryByText('Email not verified')).not.toBeInTheDocument();

    await user.click(within(adaRow).getByRole('button', { name: 'Details of ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(dialog).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Analytical Events')).toBeInTheDocument();
    expect(within(dialog).getByText('Not sent yet: the answers so far.')).toBeInTheDocument();
  });

  it('shows more users on request, a page at a time', async () => {
    serve();
    const served = get.getMockImplementation()!;
    get.mockImplementation(async (path, ...rest) => {
      if (path === '/api/admin/users') return { users: users.slice(0, 2), nextCursor: 'page-2' };
      if (path === '/api/admin/users?after=page-2') return { users: users.slice(2) };
      return served(path, ...rest);
    });
    openTab('users');
    const user = userEvent.setup();

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('bob@example.com')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more users' }));

    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });

  it('searches users by the start of an email or name once typing pauses', async () => {
    serve();
    const served = get.getMockImplementation()!;
    get.mockImplementation(async (path, ...rest) => {
      if (path === '/api/admin/users?q=Lovel')
        return { users: users.filter((u) => u.uid === 'ada') };
      if (path === '/api/admin/users?q=nobody') return { users: [] };
      return served(path, ...rest);
    });
    openTab('users');
    const user = userEvent.setup();
    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search users' });

    await user.type(search, ' Lovel ');
    await waitForGet('/api/admin/users?q=Lovel');
    await vi.waitFor(() => expect(screen.queryByText('bob@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    const asked = get.mock.calls.map(([path]) => path).filter((path) => path.includes('?q='));
    expect(asked).toEqual(['/api/admin/users?q=Lovel']);

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('Nobody’s email or name starts with this.')).toBeInTheDocument();
  });

  it('lists applications and marks one reviewed from its details', async () => {
    serve();
    post.mockResolvedValue({ ...application, status: 'reviewed' });
    openTab('applications');
    const user = userEvent.setup();

    expect(await screen.findByText('Sipho')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/questionnaire/submissions?',
      expect.anything(),
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Details of Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application' });
    expect(within(dialog).getByText('Organisation answer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/questionnaire/submissions/sub-1/reviewed',
      undefined,
      questionnaireSubmission,
    );

    await user.click(screen.getByRole('radio', { name: 'Responded' }));
    await waitForGet('/api/admin/questionnaire/submissions?status=responded');
  });

  it('disables an account after a confirmation', async () => {
    const user = openUsers({ uid: 'bob', disabled: true });

    const dialog = await chooseAction(
      user,
      'bob@example.com',
      'Disable account',
      'Disable this account?',
    );
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    await waitForPost('/api/admin/users/bob/disabled', { disabled: true }, expect.anything());
  });

  it('grants admin rights, and never offers to revoke your own', async () => {
    const user = openUsers({ uid: 'bob', admin: true });

    await user.click(await screen.findByRole('button', { name: 'Actions for admin@example.com' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Revoke admin (not your own)' }),
    ).toBeDisabled();
    await user.keyboard('{Escape}');

    const dialog = await chooseAction(
      user,
      'bob@example.com',
      'Make admin',
      'Make this user an administrator?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    await waitForPost('/api/admin/users/bob/admin', { admin: true }, expect.anything());
  });
});
