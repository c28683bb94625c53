import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { renderWithProviders } from '@/test/render';
import { buildTicket } from '@/test/ticket-factories';
import { MyTicketsPage } from './my-tickets-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));

describe('MyTicketsPage', () => {
  beforeEach(() => {
    vi.mocked(downloadFile).mockReset();
    vi.mocked(apiClient.get).mockResolvedValue({
      tickets: [
        buildTicket({ code: 'AbCdEfGhIjKlMnOpQrStUv' }),
        buildTicket({ code: 'ZyXwVuTsRqPoNmLkJiHgFe', status: 'void', voidReason: 'refunded' }),
      ],
    });
  });

  it("downloads the order's PDF for a valid ticket, and offers none for a void one", async () => {
    renderWithProviders(<MyTicketsPage />);
    const buttons = await screen.findAllByRole('button', { name: 'Print (PDF)' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(downloadFile).toHaveBeenCalledWith(
      '/api/me/orders/order1/tickets.pdf',
      'tickets-order1.pdf',
    );
  });
});
