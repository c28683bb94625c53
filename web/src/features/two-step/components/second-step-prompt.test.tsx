import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { withSecondStep } from '@/lib/second-step';
import { renderWithUser, signedInAs } from '@/test/render';
import { SecondStepPrompt } from './second-step-host';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const post = vi.mocked(apiClient.post);

const refusal = (enrolled: boolean) =>
  new ApiError({
    status: 403,
    code: 'two_step_required',
    message: enrolled
      ? 'Enter the code from your authenticator app first: this needs two-step sign-in'
      : 'This needs two-step sign-in: set it up in Settings first',
    details: { enrolled },
  });

/** A money request the server refuses once for the second step, then answers. */
function refusedOnce(enrolled: boolean) {
  return vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(refusal(enrolled))
    .mockResolvedValue('the money');
}

function renderPrompt() {
  return renderWithUser(<SecondStepPrompt />, {
    path: '/platform/money',
    initialEntry: '/platform/money',
    authState: signedInAs(),
    routes: [{ path: '/platform/settings', element: <h1>Settings page</h1> }],
  });
}

beforeEach(() => post.mockReset());

describe('SecondStepPrompt', () => {
  it('asks for the code once for every request refused, verifies it, and sends them again', async () => {
    const { user } = renderPrompt();
    const money = refusedOnce(true);
    const statement = refusedOnce(true);
    const answers = Promise.all([withSecondStep(money), withSecondStep(statement)]);

    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    const field = within(dialog).getByRole('textbox', { name: '6-digit code' });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    // A code already used: said beside the field, and the dialog stays.
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { code: 'That code was used already: wait for the next one' },
      }),
    );
    await user.type(field, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and continue' }));
    expect(
      await within(dialog).findByText('That code was used already: wait for the next one'),
    ).toBeVisible();

    post.mockResolvedValueOnce({ enabled: true, isPending: false, passedUntil: '2026-12-01' });
    await user.clear(field);
    await user.type(field, '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and continue' }));

    await expect(answers).resolves.toEqual(['the money', 'the money']);
    expect(post).toHaveBeenLastCalledWith(
      '/api/me/two-step/verify',
      { code: '222222' },
      expect.anything(),
    );
    expect(money).toHaveBeenCalledTimes(2);
    expect(statement).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a recovery code instead, for a lost phone', async () => {
    const { user } = renderPrompt();
    const answer = withSecondStep(refusedOnce(true));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Lost your phone? Use a recovery code' }),
    );
    post.mockResolvedValueOnce({ enabled: true, isPending: false, recoveryCodesLeft: 6 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Recovery code' }), 'abcde-fgh23');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and continue' }));

    await expect(answer).resolves.toBe('the money');
    expect(post).toHaveBeenCalledWith(
      '/api/me/two-step/verify',
      { code: 'abcde-fgh23' },
      expect.anything(),
    );
  });

  it('passes the refusal on when the person cancels', async () => {
    const { user } = renderPrompt();
    const money = refusedOnce(true);
    const answer = withSecondStep(money).catch((error: unknown) => error);

    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await answer).toMatchObject({ code: 'two_step_required' });
    expect(money).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends someone who has not set it up to the set-up card in Settings', async () => {
    const { user, router } = renderPrompt();
    const answer = withSecondStep(refusedOnce(false)).catch((error: unknown) => error);

    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });
    expect(
      within(dialog).getByText('This needs two-step sign-in: set it up in Settings first'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('link', { name: 'Set it up in Settings' }));

    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeVisible();
    expect(router.state.location.hash).toBe('#two-step');
    expect(await answer).toMatchObject({ code: 'two_step_required' });
  });
});
