import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { buildTicket, sampleTicketCode } from '@/test/ticket-factories';
import { TicketCard } from './ticket-card';

const code = sampleTicketCode;

const qrCode = () => screen.queryByRole('img', { name: `QR code of ticket ${code}` });

describe('TicketCard', () => {
  it('shows the QR code of a valid ticket and no warning', async () => {
    renderWithProviders(<TicketCard ticket={buildTicket()} />);
    expect(await screen.findByText('Jazz night')).toBeInTheDocument();
    expect(qrCode()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refunded ticket will not get anyone in, and shows no QR code', async () => {
    renderWithProviders(
      <TicketCard ticket={buildTicket({ status: 'void', voidReason: 'refunded' })} />,
    );
    expect(
      await screen.findByText('This ticket was refunded, so it will not get you in.'),
    ).toBeInTheDocument();
    expect(qrCode()).not.toBeInTheDocument();
  });

  it('says when the event was cancelled', async () => {
    renderWithProviders(
      <TicketCard ticket={buildTicket({ status: 'void', voidReason: 'cancelled' })} />,
    );
    expect(
      await screen.findByText(
        'This event was cancelled and the ticket refunded, so it will not get you in.',
      ),
    ).toBeInTheDocument();
    expect(qrCode()).not.toBeInTheDocument();
  });

  it('says when a ticket was already used, on the event clock', async () => {
    renderWithProviders(
      <TicketCard ticket={buildTicket({ checkedInAt: '2026-12-01T18:14:00.000Z' })} />,
    );
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    expect(
      screen.getByText(/Checked in at the door on Dec 1, 2026, 8:14\sPM\./),
    ).toBeInTheDocument();
    expect(qrCode()).toBeInTheDocument();
  });
});
