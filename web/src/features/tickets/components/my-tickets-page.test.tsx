import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketView } from '@contract/tickets';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { renderWithProviders } from '@/test/render';
import { MyTicketsPage } from './my-tickets-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));

const ticketOf = (code: string, overrides: Partial<TicketView> = {}): TicketView => ({
  code,
  qrPayload: `tp1.event1.${code}.${'s'.repeat(86)}`,
  status: 'valid',
  orderReference: 'order1',
  typeName: 'General',
  holderEmail: 'buyer@example.com',
  createdAt: '2026-11-01T10:00:00.000Z',
  event: { id: 'event1', name: 'Jazz night', timeZone: 'Africa/Johannesburg' },
  ...overrides,
});

describe('MyTicketsPage', () => {
  beforeEach(() => {
    vi.mocked(downloadFile).mockReset();
    vi.mocked(apiClient.get).mockResolvedValue({
      tickets: [
        ticketOf('AbCdEfGhIjKlMnOpQrStUv'),
        ticketOf('ZyXwVuTsRqPoNmLkJiHgFe', { status: 'void', voidReason: 'refunded' }),
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
