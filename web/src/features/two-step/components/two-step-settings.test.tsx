import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TwoStepStatus } from '@contract/two-step';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithUser, signedInAs } from '@/test/render';
import { TwoStepSettings } from './two-step-settings';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

const off: TwoStepStatus = { enabled: false, isPending: false };
const on: TwoStepStatus = {
  enabled: true,
  isPending: false,
  confirmedAt: '2026-11-20T10:00:00.000Z',
  passedUntil: '2026-11-20T22:00:00.000Z',
  recoveryCodesLeft: 8,
};
const recoveryCodes = Array.from({ length: 8 }, (_, index) => `abcd${index}-fghjk`);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function renderCard(status: TwoStepStatus) {
  get.mockImplementation(async (path: string) => {
    if (path === '/api/me/two-step') return status;
    throw new Error(`Unexpected GET ${path}`);
  });
  return renderWithUser(<TwoStepSettings />, { authState: signedInAs() });
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('TwoStepSettings', () => {
  it('sets it up: a QR code and the key to type, then a first code turns it on', async () => {
    const { user } = renderCard(off);
    await screen.findByText('Off');
    post.mockResolvedValueOnce({
      secret,
      otpauthUrl: `otpauth://totp/tickets:ann%40example.com?secret=${secret}&issuer=tickets`,
    });

    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    expect(post).toHaveBeenCalledWith('/api/me/two-step/start', undefined, expect.anything());
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(screen.getByTestId('two-step-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const field = screen.getByRole('textbox', { name: '6-digit code' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    const turnOn = screen.getByRole('button', { name: 'Turn on' });
    expect(turnOn).toBeDisabled();

    // A wrong code: the server's word beside the field.
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { code: 'That code is not right: check your authenticator app and try again' },
      }),
    );
    await user.type(field, '111111');
    await user.click(turnOn);
    expect(
      await screen.findByText('That code is not right: check your authenticator app and try again'),
    ).toBeVisible();

    post.mockResolvedValueOnce({ ...on, recoveryCodes });
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(turnOn);

    expect(post).toHaveBeenLastCalledWith(
      '/api/me/two-step/confirm',
      { code: '123 456' },
      expect.anything(),
    );
    expect(await screen.findByText('On')).toBeVisible();
    expect(screen.getByText(/This sign-in has passed it/)).toBeVisible();
    // The recovery codes, this once, until put away.
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(screen.getByText('8 recovery codes left.', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('asks for the password again when the sign-in is not recent', async () => {
    const { user } = renderCard(off);
    post.mockRejectedValueOnce(
      new ApiError({
        status: 401,
        code: 'recent_sign_in_required',
        message: 'For your safety, enter your password again',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password again' });
    expect(
      within(dialog).getByText(/setting up two-step sign-in needs a fresh sign-in/),
    ).toBeVisible();
  });

  it('turns off with a recovery code, for a lost phone', async () => {
    const { user } = renderCard(on);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveAttribute('inputmode', 'text');
    post.mockResolvedValueOnce(off);

    await user.type(field, 'abcd0-fghjk');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    expect(post).toHaveBeenCalledWith(
      '/api/me/two-step/disable',
      { code: 'abcd0-fghjk' },
      expect.anything(),
    );
    expect(await screen.findByText('Off')).toBeVisible();
  });

  it('turns off with a current code', async () => {
    const { user } = renderCard(on);
    expect(await screen.findByText('On')).toBeVisible();
    post.mockResolvedValueOnce(off);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    expect(post).toHaveBeenCalledWith(
      '/api/me/two-step/disable',
      { code: '654321' },
      expect.anything(),
    );
    expect(await screen.findByText('Off')).toBeVisible();
  });
});
