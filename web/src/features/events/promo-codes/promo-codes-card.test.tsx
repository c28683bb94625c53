import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromoCodeView } from '@contract/promo-codes';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { renderWithProviders } from '@/test/render';
import { PromoCodesCard } from './promo-codes-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
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
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deactivate SAVE10' }));
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
    await user.click(await screen.findByRole('button', { name: 'Add a code' }));
    await user.type(await screen.findByLabelText('Code'), 'save10');
    await user.type(screen.getByLabelText('Percent'), '15');
    await user.type(screen.getByLabelText('Uses in all'), '50');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('This event already has this code')).toBeInTheDocument();
    // The dialog stays open, with what was typed, for the code to be changed.
    expect(screen.getByRole('dialog', { name: 'Add a code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('save10');
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/promoCodes',
      expect.objectContaining({
        code: 'save10',
        discount: { kind: 'percent', percent: 15, per: 'ticket' },
        maxUses: 50,
        maxUsesPerBuyer: null,
        validFrom: null,
        validUntil: null,
        typeIds: [],
      }),
      expect.anything(),
    );
  });

  it('adds a code for some ticket types, valid from a time on the venue’s clock', async () => {
    post.mockResolvedValue(save10);
    const event = buildEventWithTypes({
      id: 'event-1',
      timeZone: 'Africa/Johannesburg',
      types: [buildTicketType(), buildTicketType({ id: 'type-crew', name: 'Crew' })],
    });
    renderWithProviders(<PromoCodesCard event={event} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a code' }));
    await user.type(await screen.findByLabelText('Code'), 'crew');
    await user.type(screen.getByLabelText('Percent'), '100');
    await user.click(screen.getByRole('combobox', { name: 'Ticket types' }));
    await user.click(await screen.findByRole('option', { name: 'Crew' }));
    await user.type(screen.getByLabelText('Valid from'), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/events/event-1/promoCodes',
        expect.objectContaining({
          code: 'crew',
          typeIds: ['type-crew'],
          validFrom: '2026-12-01T08:00:00.000Z',
        }),
        expect.anything(),
      ),
    );
    // The dialog closes once the server took the code; a new one starts empty.
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a code' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Add a code' }));
    expect(await screen.findByLabelText('Code')).toHaveValue('');
  });

  it('edits a code: its terms as they are, a change sent as a PATCH, errors beside fields', async () => {
    get.mockResolvedValue({
      codes: [{ ...save10, validUntil: '2026-12-24T21:59:00.000Z', maxUsesPerBuyer: 2 }],
    });
    request.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Valid until is after valid from',
        fields: { validUntil: 'Valid until is after valid from' },
      }),
    );
    const event = buildEventWithTypes({ id: 'event-1', timeZone: 'Africa/Johannesburg' });
    renderWithProviders(<PromoCodesCard event={event} />);
    const user = userEvent.setup();
    expect(await screen.findByText('2 per buyer')).toBeInTheDocument();
    expect(
      screen.getByText('Valid until Thu 24 Dec 2026, 23:59 (Africa/Johannesburg)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit SAVE10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SAVE10' });
    const percent = within(dialog).getByLabelText('Percent');
    expect(percent).toHaveValue('10');
    expect(within(dialog).getByLabelText('Valid until')).toHaveValue('2026-12-24T23:59');
    expect(within(dialog).queryByLabelText('Uses per buyer')).not.toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '20');
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-12-25T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Valid until is after valid from')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/events/event-1/promoCodes/SAVE10',
      expect.objectContaining({
        method: 'PATCH',
        body: {
          discount: { kind: 'percent', percent: 20, per: 'ticket' },
          maxUses: 10,
          validFrom: '2026-12-25T08:00:00.000Z',
          validUntil: '2026-12-24T21:59:00.000Z',
        },
      }),
    );
  });

  it('reactivates a deactivated code', async () => {
    get.mockResolvedValue({ codes: [{ ...save10, active: false }] });
    request.mockResolvedValue(save10);
    renderWithProviders(<PromoCodesCard event={buildEventWithTypes({ id: 'event-1' })} />);
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reactivate SAVE10' }));
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        '/api/events/event-1/promoCodes/SAVE10',
        expect.objectContaining({ method: 'PATCH', body: { active: true } }),
      ),
    );
  });
});
