import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildPublicEvent, buildPublicTicketType } from '@/test/event-factories';
import { testPlatformFee } from '@/test/fee-factories';
import { answerCodeChecks, renderEventPage, resetEventPageMocks } from '@/test/public-event-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn() }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const post = vi.mocked(apiClient.post);

const event: PublicEvent = buildPublicEvent({
  types: [buildPublicTicketType({ id: 'type-1', price: 15000, currency: 'ZAR' })],
});

const tenPercent = {
  code: 'SAVE10',
  terms: { kind: 'percent', value: 1000, per: 'ticket', typeIds: [] },
  feeMode: 'absorbed',
  feeSchedule: testPlatformFee,
};

const renderPage = (initialEntry?: string) => renderEventPage({ event, initialEntry });

/** The promo code check answers `answer`; beginTransaction waits for ever. */
const answerChecks = (answer: () => Promise<unknown>) =>
  answerCodeChecks('/promoCodeCheck', answer);

describe('the buy panel’s promo code', () => {
  beforeEach(resetEventPageMocks);

  it('shows the price with the code before paying and sends the code with the purchase', async () => {
    answerChecks(async () => tenPercent);
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Promo code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code SAVE10 applied')).toBeInTheDocument();
    expect(screen.getByText('135.00 ZAR')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/beginTransaction',
        expect.objectContaining({ promoCode: 'SAVE10' }),
        expect.anything(),
      ),
    );
  });

  it('says next to the field when a code is not valid, the price unchanged', async () => {
    const message = 'This code is not valid for this event';
    answerChecks(async () => {
      throw new ApiError({
        status: 404,
        code: 'not_found',
        message,
        fields: { promoCode: message },
      });
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText('150.00 ZAR').length).toBeGreaterThan(0);
    expect(screen.queryByText('135.00 ZAR')).not.toBeInTheDocument();
  });

  it('fills in and applies the code a link carries (?code=)', async () => {
    answerChecks(async () => tenPercent);
    renderPage('/event/event-1?code=save10');
    expect(await screen.findByLabelText('Promo code')).toHaveValue('save10');
    expect(await screen.findByText('Code SAVE10 applied')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/promoCodeCheck',
      { code: 'save10' },
      expect.anything(),
    );
  });
});
