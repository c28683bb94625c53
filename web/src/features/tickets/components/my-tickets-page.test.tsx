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

const invoiceUrl = '/api/orders/order1/invoice.pdf?key=k3y';
const creditNoteUrl = '/api/orders/order1/credit-note.pdf?key=k3y';

describe('MyTicketsPage', () => {
  beforeEach(() => {
    vi.mocked(downloadFile).mockReset();
    vi.mocked(apiClient.get).mockResolvedValue({
      tickets: [
        buildTicket({ code: 'AbCdEfGhIjKlMnOpQrStUv' }),
        buildTicket({
          code: 'ZyXwVuTsRqPoNmLkJiHgFe',
          status: 'void',
          voidReason: 'refunded',
          documents: {
            invoice: { title: 'Tax invoice', number: 'INV-000123', url: invoiceUrl },
            creditNote: { title: 'Credit note', number: 'CN-000007', url: creditNoteUrl },
          },
        }),
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

  it('links the receipt and credit note of an order the caller bought', async () => {
    renderWithProviders(<MyTicketsPage />);
    const invoice = await screen.findByRole('link', { name: 'Tax invoice INV-000123 (PDF)' });
    expect(invoice).toHaveAttribute('href', invoiceUrl);
    expect(screen.getByRole('link', { name: 'Credit note CN-000007 (PDF)' })).toHaveAttribute(
      'href',
      creditNoteUrl,
    );
    expect(screen.getAllByRole('link', { name: /INV-/ })).toHaveLength(1);
  });
});
