import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { questionnaireSubmission } from '@contract/questionnaire';
import { admin, application, get, post, renderPage, serve, users } from './admin-page.fixtures';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

describe('AdminPage: users and applications', { timeout: 15_000 }, () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('lists users with their real questionnaire progress and details', async () => {
    serve();
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    const adaRow = (await screen.findByText('Ada Lovelace')).closest('tr')!;
    expect(within(adaRow).getByText('South Africa, Western Cape')).toBeInTheDocument();
    expect(within(adaRow).getByText('Female')).toBeInTheDocument();
    expect(within(adaRow).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    const bobRow = screen.getByText('bob@example.com').closest('tr')!;
    expect(within(bobRow).getByText('Not Started')).toBeInTheDocument();

    await user.click(within(adaRow).getByRole('button', { name: 'Details of ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(dialog).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Analytical Events')).toBeInTheDocument();
    expect(within(dialog).getByText('Not sent yet: the answers so far.')).toBeInTheDocument();
  });

  it('shows more users on request, a page of Auth accounts at a time', async () => {
    serve();
    const served = get.getMockImplementation()!;
    get.mockImplementation(async (path, ...rest) => {
      if (path === '/api/admin/users') return { users: users.slice(0, 2), nextCursor: 'page-2' };
      if (path === '/api/admin/users?after=page-2') return { users: users.slice(2) };
      return served(path, ...rest);
    });
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('bob@example.com')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more users' }));

    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });

  it('lists applications and marks one reviewed from its details', async () => {
    serve();
    post.mockResolvedValue({ ...application, status: 'reviewed' });
    renderPage(admin, '/platform/admin?tab=applications');
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
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/admin/questionnaire/submissions?status=responded',
        expect.anything(),
        expect.anything(),
      ),
    );
  });

  it('disables an account after a confirmation', async () => {
    serve();
    post.mockResolvedValue({ uid: 'bob', disabled: true });
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for bob@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/users/bob/disabled',
        { disabled: true },
        expect.anything(),
      ),
    );
  });

  it('grants admin rights, and never offers to revoke your own', async () => {
    serve();
    post.mockResolvedValue({ uid: 'bob', admin: true });
    renderPage(admin, '/platform/admin?tab=users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for admin@example.com' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Revoke admin (not your own)' }),
    ).toBeDisabled();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for bob@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this user an administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/users/bob/admin',
        { admin: true },
        expect.anything(),
      ),
    );
  });
});
