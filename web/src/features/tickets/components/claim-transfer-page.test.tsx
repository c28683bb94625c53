import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '@contract/transfers';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { ClaimTransferPage } from './claim-transfer-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const token = 'T'.repeat(43);
const viewOf = (state: ClaimView['state']): ClaimView => ({
  state,
  toName: 'Ada Friend',
  typeName: 'General',
  event: {
    id: 'event1',
    name: 'Jazz night',
    startsAt: '2026-12-01T17:00:00.000Z',
    timeZone: 'Africa/Johannesburg',
  },
});
const renderClaim = () =>
  renderWithProviders(<ClaimTransferPage />, {
    path: '/claim/:transferId',
    initialEntry: `/claim/t1#${token}`,
    routes: [{ path: '/tickets/:code', element: <p>The new ticket</p> }],
  });

describe('ClaimTransferPage', () => {
  beforeEach(() => {
    post.mockReset();
    request.mockReset();
  });

  it('shows the event, claims with the token from the fragment and opens the new ticket', async () => {
    request.mockResolvedValue(viewOf('claimable'));
    post.mockResolvedValue({ code: 'NewCodeNewCodeNewCode1' });
    renderClaim();
    expect(await screen.findByRole('heading', { name: 'Jazz night' })).toBeInTheDocument();
    // The token goes in a header, never in the address the server sees.
    expect(request).toHaveBeenCalledWith(
      '/api/transfers/t1',
      expect.objectContaining({ headers: { 'x-transfer-token': token } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Claim my ticket' }));
    expect(post).toHaveBeenCalledWith('/api/transfers/t1/claim', { token }, expect.anything());
    expect(await screen.findByText('The new ticket')).toBeInTheDocument();
  });

  it('says plainly when the link was used already, with nothing to press', async () => {
    request.mockResolvedValue(viewOf('already_claimed'));
    renderClaim();
    expect(await screen.findByText(/already claimed with this link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim my ticket' })).not.toBeInTheDocument();
  });

  it('says a link without its secret is incomplete', async () => {
    renderWithProviders(<ClaimTransferPage />, {
      path: '/claim/:transferId',
      initialEntry: '/claim/t1',
    });
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});
