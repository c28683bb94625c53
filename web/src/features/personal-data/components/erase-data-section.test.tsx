import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { erasureAnswer, type ErasureAnswer } from '@contract/erasure';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { EraseDataSection } from './erase-data-section';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const request = vi.mocked(apiClient.request);
const token = 'T'.repeat(43);

const pending: ErasureAnswer = {
  state: 'pending',
  message:
    'Erased now where the event is over. Your tickets for Rooftop Cinema (ends 6 December 2026) stay valid until it ends: the erasure there is carried out after it ends and is paid out.',
  erased: [{ eventId: 'e1', name: 'Jazz night' }],
  waiting: [{ eventId: 'e2', name: 'Rooftop Cinema', overAt: '2026-12-06T22:00:00.000Z' }],
};

describe('erasing from the data link page', () => {
  // A block: a function beforeEach returns is run as its teardown (mockReset returns the mock).
  beforeEach(() => {
    request.mockReset();
  });

  it('asks first, sends the secret in a header and says what waits for an event', async () => {
    request.mockResolvedValue(pending);
    renderWithProviders(<EraseDataSection linkId="l1" token={token} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    expect(request).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Erase my data' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/carried out after it ends/);
    expect(screen.getByText('Erasure under way')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/my-data/l1/erasure', {
      method: 'POST',
      schema: erasureAnswer,
      anonymous: true,
      headers: { 'x-data-link-token': token },
    });
    expect(screen.queryByRole('button', { name: 'Erase my data' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the link no longer works', async () => {
    request.mockRejectedValue(
      new ApiError({ status: 410, code: 'gone', message: 'This link has expired' }),
    );
    renderWithProviders(<EraseDataSection linkId="l1" token={token} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase my data' }));
    expect(await within(dialog).findByText('This link has expired')).toBeInTheDocument();
    expect(within(dialog).getByText('Not erased')).toBeInTheDocument();
  });
});
