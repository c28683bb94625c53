import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { payoutHoldResponse, payoutView } from '@contract/payouts';
import { ApiError } from '@/lib/api-error';
import { get, openTab, post, resetApi, waitForPost } from './admin-page.fixtures';
import { buildPayable, buildTransfer, servePayouts } from './admin-payouts.fixtures';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const payablesCalls = () => get.mock.calls.filter(([path]) => path === '/api/admin/payables');

describe('AdminPage: payouts', { timeout: 15_000 }, () => {
  beforeEach(resetApi);

  it('lists each balance with its event, organiser, amount and readiness', async () => {
    servePayouts({
      payables: [
        buildPayable(),
        buildPayable({
          eventId: 'fair',
          eventName: 'Spring Fair',
          currency: 'USD',
          balance: 2500,
          readiness: { status: 'waiting', reason: 'no_payout_account' },
          account: undefined,
        }),
      ],
    });
    openTab('payouts');

    const gig = (await screen.findByRole('link', { name: 'Rooftop Sessions' })).closest('tr')!;
    expect(within(gig).getByRole('link', { name: 'Rooftop Sessions' })).toHaveAttribute(
      'href',
      '/platform/event/gig',
    );
    expect(within(gig).getByRole('link', { name: 'Money of Rooftop Sessions' })).toHaveAttribute(
      'href',
      '/platform/event/gig/money',
    );
    expect(within(gig).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(gig).getByText('Ready to pay out R 1 234.00')).toBeInTheDocument();
    const fair = screen.getByRole('link', { name: 'Spring Fair' }).closest('tr')!;
    expect(within(fair).getByText('The organiser has no USD payout account')).toBeInTheDocument();
    expect(within(fair).queryByRole('button', { name: /Approve payout/ })).not.toBeInTheDocument();
  });

  it('approves a payout once the administrator confirms the amount and the account', async () => {
    servePayouts();
    post.mockResolvedValue(buildTransfer({ status: 'pending' }));
    openTab('payouts');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Approve payout: Rooftop Sessions (ZAR)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    expect(dialog).toHaveTextContent('Pay R 1 234.00 to Capitec Bank ···· 0001');
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve payout' }));

    expect(post).toHaveBeenCalledWith(
      '/api/admin/events/gig/payouts',
      { currency: 'ZAR' },
      payoutView,
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The balances are read again: the one paid out now waits for its transfer.
    await vi.waitFor(() => expect(payablesCalls()).toHaveLength(2));
  });

  it('says why the server refused a payout', async () => {
    servePayouts();
    post.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'A payout of this balance is already on its way',
        details: { reason: 'payout_in_progress' },
      }),
    );
    openTab('payouts');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Approve payout: Rooftop Sessions (ZAR)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve payout' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A payout of this balance is already on its way',
    );
  });

  it('holds payouts only with a reason of 3 characters or more', async () => {
    servePayouts();
    post.mockResolvedValue({
      eventId: 'gig',
      payoutHold: { reason: 'Chargebacks', by: 'admin-1', at: '2026-12-10T10:00:00.000Z' },
    });
    openTab('payouts');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Hold payouts: Rooftop Sessions (ZAR)' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Hold the payouts of “Rooftop Sessions”?',
    });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, ' ab ');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));

    expect(await within(dialog).findByText('Say why, in at least 3 characters')).toBeVisible();
    expect(reason).toHaveAccessibleDescription(/Say why, in at least 3 characters/);
    expect(post).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.type(reason, 'Chargebacks');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));

    await waitForPost(
      '/api/admin/events/gig/payout-hold',
      { hold: true, reason: 'Chargebacks' },
      payoutHoldResponse,
    );
  });

  it('releases a hold, showing why it was held', async () => {
    servePayouts({
      payables: [
        buildPayable({
          readiness: { status: 'waiting', reason: 'on_hold' },
          payoutHold: { reason: 'Chargebacks', at: '2026-12-08T09:00:00.000Z' },
        }),
      ],
    });
    post.mockResolvedValue({ eventId: 'gig', payoutHold: null });
    openTab('payouts');
    const user = userEvent.setup();

    expect(await screen.findByText('On hold: Chargebacks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release hold: Rooftop Sessions (ZAR)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Release the hold on “Rooftop Sessions”?',
    });
    expect(dialog).toHaveTextContent('Held because: Chargebacks.');
    await user.click(within(dialog).getByRole('button', { name: 'Release hold' }));

    await waitForPost('/api/admin/events/gig/payout-hold', { hold: false }, payoutHoldResponse);
  });

  it('loads more balances on request', async () => {
    servePayouts({ morePayables: [buildPayable({ eventId: 'fair', eventName: 'Spring Fair' })] });
    openTab('payouts');
    const user = userEvent.setup();

    await screen.findByRole('link', { name: 'Rooftop Sessions' });
    await user.click(screen.getByRole('button', { name: 'Load more balances' }));

    expect(await screen.findByRole('link', { name: 'Spring Fair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more balances' })).not.toBeInTheDocument();
  });
});
