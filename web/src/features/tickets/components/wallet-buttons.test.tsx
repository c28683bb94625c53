import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfigResponse } from '@contract/config';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { buildTicket, sampleTicketCode } from '@/test/ticket-factories';
import { WalletButtons } from './wallet-buttons';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));

const code = sampleTicketCode;
const ticket = buildTicket({ event: { id: 'event1', name: 'Jazz night' } });

function serverSays(walletPasses: PublicConfigResponse['walletPasses'] | undefined) {
  vi.mocked(apiClient.get).mockImplementation(async (path: string) => {
    if (path === '/api/config') return { paymentCurrencies: ['ZAR'], walletPasses };
    throw new Error(`Unexpected GET ${path}`);
  });
}

describe('WalletButtons', () => {
  // Braces: a function a hook returns is run as its teardown, and mockReset returns the mock.
  beforeEach(() => {
    vi.mocked(apiClient.get).mockReset();
  });

  it('links to the pass and the save link of the ticket, by its code', async () => {
    serverSays({ apple: true, google: true });
    renderWithProviders(<WalletButtons ticket={ticket} />);

    const apple = await screen.findByRole('link', { name: 'Add to Apple Wallet' });
    expect(apple).toHaveAttribute('href', `/api/tickets/${code}/wallet/apple.pkpass`);
    // Safari hands the file to Wallet only when it navigates to it: no download attribute.
    expect(apple).not.toHaveAttribute('download');
    const google = screen.getByRole('link', { name: 'Save to Google Wallet' });
    expect(google).toHaveAttribute('href', `/api/tickets/${code}/wallet/google`);
    expect(google).toHaveAttribute('target', '_blank');
  });

  it('is reached with the keyboard, one link after the other', async () => {
    serverSays({ apple: true, google: true });
    renderWithProviders(<WalletButtons ticket={ticket} />);
    await screen.findByRole('link', { name: 'Add to Apple Wallet' });

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Save to Google Wallet' })).toHaveFocus();
  });

  it('shows only the wallet the platform signs passes for', async () => {
    serverSays({ apple: false, google: true });
    renderWithProviders(<WalletButtons ticket={ticket} />);
    await screen.findByRole('link', { name: 'Save to Google Wallet' });
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
  });

  it.each([
    ['neither is configured', { apple: false, google: false }],
    ['the server does not say', undefined],
  ])('shows nothing when %s', async (_case, walletPasses) => {
    serverSays(walletPasses);
    renderWithProviders(<WalletButtons ticket={ticket} />);
    await vi.waitFor(() => expect(apiClient.get).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers nothing for a void ticket', async () => {
    serverSays({ apple: true, google: true });
    renderWithProviders(
      <WalletButtons ticket={{ ...ticket, status: 'void', voidReason: 'refunded' }} />,
    );
    await vi.waitFor(() => expect(apiClient.get).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
