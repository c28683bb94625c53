import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutAccountView, PayoutAccountsResponse } from '@contract/payout-accounts';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithUser } from '@/test/render';
import { PayoutAccountSection } from './payout-account-section';

vi.mock('@/lib/firebase', () => import('@/features/auth/test-support/signed-in-firebase-mock'));
vi.mock('firebase/auth', () => import('@/features/auth/test-support/password-check-auth-mock'));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const put = vi.mocked(apiClient.put);
const reauthenticate = vi.mocked(reauthenticateWithCredential);

const hourMs = 60 * 60 * 1000;
const saved: PayoutAccountView = {
  currency: 'ZAR',
  bankName: 'Standard Bank South Africa',
  accountLast4: '0001',
  accountHolder: 'THANDI MOKOENA',
  changedAt: new Date(Date.now() - hourMs).toISOString(),
  payableFrom: new Date(Date.now() + 47 * hourMs).toISOString(),
};
const banks = [
  { name: 'Capitec Bank Limited', code: '470010' },
  { name: 'Standard Bank South Africa', code: '051001' },
];

function serve(accounts: PayoutAccountsResponse) {
  get.mockImplementation(async (path: string) => {
    if (path === '/api/payout-account') return accounts;
    if (path === '/api/payout-banks?currency=ZAR') return { banks };
    throw new Error(`Unexpected GET ${path}`);
  });
}

function renderSection(accounts: PayoutAccountsResponse = { accounts: [], currencies: ['ZAR'] }) {
  serve(accounts);
  return renderWithUser(<PayoutAccountSection />).user;
}

/** Chooses the bank and types the number, as the organiser does before the name is asked. */
async function fillAccount(user: UserEvent, accountNumber = '1000000001') {
  const bank = await screen.findByRole('combobox', { name: /^Bank/ });
  // Disabled until the currency's banks have loaded.
  await vi.waitFor(() => expect(bank).toBeEnabled());
  await user.click(bank);
  await user.click(await screen.findByRole('option', { name: 'Standard Bank South Africa' }));
  await user.type(screen.getByRole('textbox', { name: /^Account number/ }), accountNumber);
}

const savedAnswer = { account: saved, accountNameConfirmed: true };

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  put.mockReset();
  reauthenticate.mockReset();
});

describe('PayoutAccountSection', () => {
  it('says there is no account yet, and shows a saved one with when payouts to it start', async () => {
    renderSection();
    expect(await screen.findByText(/No payout account yet/)).toBeInTheDocument();

    renderSection({ accounts: [saved], currencies: ['ZAR', 'NGN'] });
    expect(
      await screen.findByText('Standard Bank South Africa ···· 0001, THANDI MOKOENA'),
    ).toBeInTheDocument();
    const start = new Date(saved.payableFrom).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(screen.getByText(`Payouts to it start ${start}`)).toBeInTheDocument();
  });

  it('says nothing of a hold once it is over', async () => {
    const trusted = { ...saved, payableFrom: new Date(Date.now() - hourMs).toISOString() };
    renderSection({ accounts: [trusted], currencies: ['ZAR'] });
    await screen.findByText('Standard Bank South Africa ···· 0001, THANDI MOKOENA');
    expect(screen.queryByText(/Payouts to it start/)).toBeNull();
  });

  it('shows the bank’s name for the account to confirm, or that it could not say', async () => {
    post.mockResolvedValueOnce({ accountName: 'THANDI MOKOENA' });
    const user = renderSection();
    await fillAccount(user);
    expect(await screen.findByText('Account name: THANDI MOKOENA')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/payout-account/resolve',
      { currency: 'ZAR', bankCode: '051001', accountNumber: '1000000001' },
      expect.anything(),
    );

    post.mockResolvedValueOnce({ accountName: null });
    await user.type(screen.getByRole('textbox', { name: /^Account number/ }), '9');
    expect(
      await screen.findByText(
        'We could not confirm the account name with the bank; check it carefully.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a number the bank does not know at the number', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { accountNumber: 'Standard Bank does not know this account number' },
      }),
    );
    const user = renderSection();
    await fillAccount(user);
    expect(
      await screen.findByText('Standard Bank does not know this account number'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Account number/ })).toHaveAccessibleDescription(
      expect.stringContaining('does not know this account number'),
    );
  });

  it('shows the server’s field errors next to their fields', async () => {
    post.mockResolvedValue({ accountName: null });
    put.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: {
          bankCode: 'Choose a bank from the ZAR list',
          accountHolder: 'Text direction controls are not allowed',
        },
      }),
    );
    const user = renderSection();
    await fillAccount(user);
    await user.type(screen.getByRole('textbox', { name: /^Account holder/ }), 'Thandi Mokoena');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));

    expect(await screen.findByText('Choose a bank from the ZAR list')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Account holder/ })).toHaveAccessibleDescription(
      expect.stringContaining('Text direction controls are not allowed'),
    );
    expect(put).toHaveBeenCalledWith(
      '/api/payout-account',
      {
        currency: 'ZAR',
        bankCode: '051001',
        accountNumber: '1000000001',
        accountHolder: 'Thandi Mokoena',
      },
      expect.anything(),
    );
  });

  it('asks for the password again when the sign-in is old, then saves', async () => {
    post.mockResolvedValue({ accountName: 'THANDI MOKOENA' });
    put
      .mockRejectedValueOnce(
        new ApiError({
          status: 401,
          code: 'recent_sign_in_required',
          message: 'Enter your password again',
        }),
      )
      .mockResolvedValueOnce(savedAnswer);
    reauthenticate
      .mockRejectedValueOnce(new FirebaseError('auth/wrong-password', 'wrong'))
      .mockResolvedValueOnce({} as Awaited<ReturnType<typeof reauthenticateWithCredential>>);
    const user = renderSection();
    await fillAccount(user);
    await user.type(screen.getByRole('textbox', { name: /^Account holder/ }), 'Thandi Mokoena');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter your password again' });
    await user.type(within(dialog).getByLabelText('Password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The password is not right')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(EmailAuthProvider.credential).toHaveBeenLastCalledWith(
      'organiser@example.com',
      'secret-1',
    );
    expect(put).toHaveBeenCalledTimes(2);
    expect(put.mock.calls[1]).toEqual(put.mock.calls[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The form starts over empty, the bank's shown name too.
    expect(screen.getByRole('combobox', { name: /^Bank/ })).toHaveValue('');
  });
});
