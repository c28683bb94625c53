import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingEntryView } from '@contract/waiting-list';
import { ApiError } from '@/lib/api-error';
import { renderWithUser } from '@/test/render';
import { claimOffer, leaveWaitingList, readWaitingEntry } from '../api/waiting-list-api';
import { WaitingListEntryPage } from './waiting-list-entry-page';

vi.mock('../api/waiting-list-api', () => ({
  readWaitingEntry: vi.fn(),
  leaveWaitingList: vi.fn(),
  claimOffer: vi.fn(),
}));
const read = vi.mocked(readWaitingEntry);
const claim = vi.mocked(claimOffer);
const leave = vi.mocked(leaveWaitingList);

const token = 'T'.repeat(22);
const path = '/waiting-list/:eventId/:typeId/:entryId';
const link = `/waiting-list/e1/ga/${'E'.repeat(22)}#${token}`;
const view = (overrides: Partial<WaitingEntryView> = {}): WaitingEntryView => ({
  eventId: 'e1',
  eventName: 'Gig',
  typeId: 'ga',
  typeName: 'General',
  quantity: 3,
  state: 'waiting',
  ...overrides,
});
const entry = { eventId: 'e1', typeId: 'ga', entryId: 'E'.repeat(22) };

describe('the waiting-list link’s page', () => {
  beforeEach(() => {
    read.mockReset();
    claim.mockReset();
    leave.mockReset();
  });

  it('says a link without its secret is incomplete, asking nothing', async () => {
    renderWithUser(<WaitingListEntryPage />, { path, initialEntry: link.split('#')[0] });
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('shows the place kept, and leaves the list', async () => {
    read.mockResolvedValueOnce(view());
    read.mockResolvedValue(view({ state: 'left' }));
    leave.mockResolvedValue({ state: 'left' });
    const { user } = renderWithUser(<WaitingListEntryPage />, { path, initialEntry: link });
    expect(await screen.findByText(/on the waiting list for 3 × General/)).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(entry, token, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByText('You left this waiting list.')).toBeInTheDocument();
    expect(leave).toHaveBeenCalledWith(entry, token);
  });

  it('shows an offer with its price and time left, and says so when it ran out meanwhile', async () => {
    const expiresAt = new Date(Date.now() + (2 * 60 + 30) * 60_000 + 30_000).toISOString();
    read.mockResolvedValueOnce(
      view({
        state: 'offered',
        offer: { quantity: 2, expiresAt, unitPrice: 15000, amount: 31725, currency: 'ZAR' },
      }),
    );
    read.mockResolvedValue(view({ state: 'lapsed' }));
    claim.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'This offer ran out: its tickets went to the next person in line',
      }),
    );
    const { user } = renderWithUser(<WaitingListEntryPage />, { path, initialEntry: link });
    expect(await screen.findByText('Tickets are held for you')).toBeInTheDocument();
    expect(screen.getByText(/2 × General, held until .* \(2 h 30 min left\)/)).toBeInTheDocument();
    expect(screen.getByText(/Fewer than the 3 you asked for came back/)).toBeInTheDocument();
    expect(screen.getByText('317.25 ZAR')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy my tickets' }));
    expect(claim).toHaveBeenCalledWith(entry, token);
    expect(
      await screen.findByText('This offer ran out: its tickets went to the next person in line.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy my tickets' })).toBeNull();
  });

  it('says a link that matches nothing does not work', async () => {
    read.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'nope' }));
    renderWithUser(<WaitingListEntryPage />, { path, initialEntry: link });
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
  });
});
