import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { HeldOrder } from '../checkout-state';
import { PaymentModal } from './payment-modal';

const popup = vi.hoisted(() => ({ kind: 'paystack' as 'paystack' | 'sandbox' }));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    env: {
      ...actual.env,
      get paymentPopup() {
        return popup.kind;
      },
    },
  };
});
const resumeTransaction = vi.hoisted(() => vi.fn());
vi.mock('@paystack/inline-js', () => ({
  default: class {
    resumeTransaction = resumeTransaction;
  },
}));

const held: HeldOrder = {
  status: 'held',
  reference: 'order-1',
  accessCode: 'access-1',
  authorizationUrl: 'https://checkout.example.test/access-1',
  amount: 32300,
  currency: 'ZAR',
  holdExpiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
  items: [{ typeId: 'ga', name: 'General', quantity: 2, unitPrice: 15000 }],
  charge: { feeMode: 'passed_on', platformFee: 2000, vat: 300 },
};

function renderModal(order: HeldOrder) {
  const callbacks = {
    onPaid: vi.fn(),
    onDeclined: vi.fn(),
    onCancelled: vi.fn(),
    onExpired: vi.fn(),
  };
  return renderWithProviders(<PaymentModal held={order} {...callbacks} />);
}

/** Each line of the order's charges as "label value". */
const lines = (container: HTMLElement) =>
  ['Tickets', 'Service fee', 'VAT on service fee', 'Total'].flatMap((label) => {
    const found = within(container).queryByText(label);
    return found ? [`${label} ${found.nextElementSibling?.textContent}`] : [];
  });

describe('the payment step', () => {
  beforeEach(() => {
    popup.kind = 'paystack';
    resumeTransaction.mockReset();
  });

  it('lists the service fee and its VAT beside Paystack’s window when the buyer pays them', async () => {
    renderModal(held);

    const status = screen.getByRole('status');
    expect(lines(status)).toEqual([
      'Tickets 300.00 ZAR',
      'Service fee 20.00 ZAR',
      'VAT on service fee 3.00 ZAR',
      'Total 323.00 ZAR',
    ]);
    expect(status).toHaveTextContent("Paystack's secure window is open: finish paying there.");
    await vi.waitFor(() =>
      expect(resumeTransaction).toHaveBeenCalledWith('access-1', expect.anything()),
    );
  });

  it('shows the total alone when the organiser absorbs the fee', () => {
    renderModal({
      ...held,
      amount: 30000,
      charge: { feeMode: 'absorbed', platformFee: 2000, vat: 300 },
    });

    expect(lines(screen.getByRole('status'))).toEqual(['Total 300.00 ZAR']);
  });

  it('lists the same lines above the sandbox checkout on the local stack', async () => {
    popup.kind = 'sandbox';
    renderModal(held);

    const dialog = await screen.findByRole('dialog', { name: 'Pay for your tickets' });
    expect(lines(dialog)).toEqual([
      'Tickets 300.00 ZAR',
      'Service fee 20.00 ZAR',
      'VAT on service fee 3.00 ZAR',
      'Total 323.00 ZAR',
    ]);
  });
});
