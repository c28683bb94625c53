import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromoCodeView } from '@contract/promo-codes';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithProviders } from '@/test/render';
import { PromoCodesCard } from './promo-codes-card';

vi.mock('@/lib/api-client', () => ({
  apiClient: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const save10: PromoCodeView = {
  code: 'SAVE10',
  discount: { kind: 'percent', percent: 10, per: 'ticket' },
  typeIds: [],
  maxUses: 10,
  maxUsesPerBuyer: null,
  validFrom: null,
  validUntil: null,
  active: true,
  used: 3,
  paidOrders: 2,
  revenue: { ZAR: 27000 },
  discounted: { ZAR: 3000 },
};

describe('PromoCodesCard', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    request.mockReset();
    get.mockResolvedValue({ codes: [save10] });
  });

  it('lists codes with their discount, uses and revenue, and deactivates one', async () => {
    request.mockResolvedValue({ ...save10, active: false });
    renderWithProviders(<PromoCodesCard event={buildEventWithTypes({ id: 'event-1' })} />);
    expect(await screen.findByText('SAVE10')).toBeInTheDocument();
    expect(
      screen.getByText('10 % off each ticket · 3 / 10 used · 2 paid orders, 270.00 ZAR'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        '/api/events/event-1/promoCodes/SAVE10',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('adds a code, and shows the server’s objection next to the field it names', async () => {
    post.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'This event already has this code',
        fields: { code: 'This event already has this code' },
      }),
    );
    renderWithProviders(<PromoCodesCard event={buildEventWithTypes({ id: 'event-1' })} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), 'save10');
    await user.type(screen.getByLabelText('Percent'), '15');
    await user.type(screen.getByLabelText('Uses in all'), '50');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('This event already has this code')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/promoCodes',
      expect.objectContaining({
        code: 'save10',
        discount: { kind: 'percent', percent: 15, per: 'ticket' },
        maxUses: 50,
        maxUsesPerBuyer: null,
        validUntil: null,
      }),
      expect.anything(),
    );
  });
});
