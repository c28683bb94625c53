import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@contract/events';
import type { AccessCodeCheckResponse } from '@contract/access-codes';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildPublicEvent, buildPublicTicketType } from '@/test/event-factories';
import { answerCodeChecks, renderEventPage, resetEventPageMocks } from '@/test/public-event-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn() }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const post = vi.mocked(apiClient.post);

const general = buildPublicTicketType({ id: 'ga', name: 'General', price: 15000 });
const crewUnlocked: AccessCodeCheckResponse = {
  code: 'CREW2026',
  types: [
    {
      ...buildPublicTicketType({ id: 'crew', name: 'Crew Pass', price: 4242, left: 7 }),
      state: 'on_sale',
    },
  ],
};
const notValid = 'This access code is not valid for this event';

const renderPage = (event: PublicEvent, initialEntry?: string) =>
  renderEventPage({ event, initialEntry });

/** The access code check answers `answer`; beginTransaction waits for ever. */
const answerChecks = (answer: () => Promise<unknown>) =>
  answerCodeChecks('/accessCodeCheck', answer);

describe('the buy panel’s access code', () => {
  beforeEach(resetEventPageMocks);

  it('offers no access code where no type is revealed by one', async () => {
    renderPage(buildPublicEvent({ types: [general] }));
    expect(await screen.findByText('General')).toBeInTheDocument();
    expect(screen.queryByText('Have an access code?')).not.toBeInTheDocument();
  });

  it('unlocks the types of a typed code, and sends the code with the purchase', async () => {
    answerChecks(async () => crewUnlocked);
    renderPage(buildPublicEvent({ types: [general], accessCodes: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Have an access code?' }));
    const field = screen.getByLabelText('Access code');
    expect(field).toHaveFocus();
    await user.type(field, 'crew2026{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code CREW2026 unlocked: Crew Pass',
    );
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/accessCodeCheck',
      { code: 'crew2026' },
      expect.anything(),
    );
    // The unlocked type shows among the others, one of it chosen in place of the default.
    expect(screen.getByText('Crew Pass')).toBeInTheDocument();
    expect(screen.getByText('Only 7 left')).toBeInTheDocument();
    expect(screen.getByLabelText(/Crew Pass/)).toHaveValue('1');
    expect(screen.getByLabelText(/General/)).toHaveValue('0');
    await user.type(screen.getByLabelText(/Email/), 'crew@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/beginTransaction',
        expect.objectContaining({
          items: [{ typeId: 'crew', quantity: 1 }],
          accessCode: 'CREW2026',
        }),
        expect.anything(),
      ),
    );
  });

  it('says next to the field when a code unlocks nothing, showing no more types', async () => {
    answerChecks(async () => {
      throw new ApiError({
        status: 404,
        code: 'not_found',
        message: notValid,
        fields: { accessCode: notValid },
      });
    });
    renderPage(buildPublicEvent({ types: [general], accessCodes: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Have an access code?' }));
    await user.type(screen.getByLabelText('Access code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(notValid)).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveAccessibleDescription(notValid);
    expect(screen.queryByText('Crew Pass')).not.toBeInTheDocument();
  });

  it('unlocks at once the code a link carries (?access=), even with no public type', async () => {
    answerChecks(async () => crewUnlocked);
    renderPage(buildPublicEvent({ types: [] }), '/event/event-1?access=crew2026');
    expect(await screen.findByText('Crew Pass')).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveValue('crew2026');
    const picker = screen.getByRole('list');
    expect(within(picker).getByText('Crew Pass')).toBeInTheDocument();
    expect(screen.queryByText('Ticket prices are not announced yet.')).not.toBeInTheDocument();
  });
});
