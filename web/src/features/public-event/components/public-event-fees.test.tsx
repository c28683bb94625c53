import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@contract/events';
import { buildPublicEvent, buildPublicTicketType } from '@/test/event-factories';
import { renderEventPage, resetEventPageMocks } from '@/test/public-event-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn() }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const renderEvent = (event: PublicEvent) => renderEventPage({ event });

/** The order summary's figure beside `label`. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

// R150 with 5 % + R2.50 passed on: R10.00 fee and R1.50 VAT per ticket (the server's figures).
const general = buildPublicTicketType({ id: 'ga', name: 'General', price: 15000 });
const vip = buildPublicTicketType({ id: 'vip', name: 'VIP', price: 45050 });

describe('the public event page’s service fee', () => {
  beforeEach(resetEventPageMocks);

  it('lists the service fee and its VAT, and a total of what the payment will charge', async () => {
    renderEvent(
      buildPublicEvent({
        types: [
          { ...general, serviceFee: 1000, serviceFeeVat: 150 },
          { ...vip, serviceFee: 2503, serviceFeeVat: 375 },
        ],
      }),
    );
    const user = userEvent.setup();

    expect(await screen.findByText('+ 10.00 ZAR service fee and 1.50 ZAR VAT on it')).toBeVisible();
    expect(figure('Tickets')).toBe('150.00 ZAR');
    expect(figure('Service fee')).toBe('10.00 ZAR');
    expect(figure('VAT on service fee')).toBe('1.50 ZAR');
    expect(figure('Total')).toBe('161.50 ZAR');

    await user.selectOptions(screen.getByLabelText('Number of General tickets'), '2');
    await user.selectOptions(screen.getByLabelText('Number of VIP tickets'), '1');
    // 2 × (150.00 + 10.00 + 1.50) + (450.50 + 25.03 + 3.75), the allocator's sum of the same.
    expect(figure('Tickets')).toBe('750.50 ZAR');
    expect(figure('Service fee')).toBe('45.03 ZAR');
    expect(figure('VAT on service fee')).toBe('6.75 ZAR');
    expect(figure('Total')).toBe('802.28 ZAR');
  });

  it('shows the prices and their total alone when the organiser absorbs the fee', async () => {
    renderEvent(buildPublicEvent({ types: [general, vip] }));
    const user = userEvent.setup();

    expect(await screen.findByText('Total')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Number of General tickets'), '2');
    expect(figure('Total')).toBe('300.00 ZAR');
    expect(screen.queryByText('Tickets')).not.toBeInTheDocument();
    expect(screen.queryByText(/service fee/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/VAT/)).not.toBeInTheDocument();
  });
});
