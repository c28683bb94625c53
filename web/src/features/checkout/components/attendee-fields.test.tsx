import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendeeDetailsSettings } from '@contract/attendee-details';
import type { PublicEvent } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { dietQuestion } from '@/test/attendee-details-factories';
import { buildPublicEvent, buildPublicTicketType } from '@/test/event-factories';
import { renderEventPage, resetEventPageMocks, serveEvent } from '@/test/public-event-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn() }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

const event: PublicEvent = buildPublicEvent({
  types: [buildPublicTicketType({ id: 'type-1', name: 'General', price: 15000, currency: 'ZAR' })],
});

const settings: AttendeeDetailsSettings = {
  holderName: 'required',
  holderEmail: 'off',
  editCutoffHours: 24,
  questions: [
    dietQuestion,
    { id: 'company', label: 'Company', kind: 'text', per: 'order', required: false, typeIds: [] },
  ],
};

function renderPage() {
  serveEvent(event);
  get.mockImplementation(async (path: string) => {
    if (path === '/api/events/event-1/attendeeQuestions') return settings;
    throw new Error(`Not served here: ${path}`);
  });
  return renderEventPage();
}

describe('the buy panel’s attendee details', () => {
  beforeEach(() => {
    resetEventPageMocks();
    post.mockImplementation(() => new Promise(() => {}));
  });

  it('does not ask for the questions before the buyer starts to buy', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Buy a ticket!' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByText('Dietary needs')).not.toBeInTheDocument();
  });

  it('asks each ticket’s holder and the order’s questions, with problems next to the fields', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/Number of General tickets/), '2');
    await user.type(screen.getByLabelText(/Email/), 'buyer@example.com');
    const second = await screen.findByRole('group', { name: 'Ticket 2: General' });
    expect(screen.getByRole('group', { name: 'About your order' })).toBeInTheDocument();

    await user.type(
      within(screen.getByRole('group', { name: 'Ticket 1: General' })).getByLabelText(
        /Holder’s name/,
      ),
      'Ada Lovelace',
    );
    await user.selectOptions(
      within(screen.getByRole('group', { name: 'Ticket 1: General' })).getByLabelText(
        /Dietary needs/,
      ),
      'Vegan',
    );
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    expect(
      await within(second).findByText('Enter the name of this ticket’s holder'),
    ).toBeInTheDocument();
    expect(within(second).getByText('Answer this question')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(second).getByLabelText(/Holder’s name/), 'Bo Diddley');
    await user.selectOptions(within(second).getByLabelText(/Dietary needs/), 'None');
    await user.type(screen.getByLabelText('Company'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/beginTransaction',
        expect.objectContaining({
          answers: { company: 'Acme' },
          attendees: [
            { name: 'Ada Lovelace', answers: { diet: 'Vegan' } },
            { name: 'Bo Diddley', answers: { diet: 'None' } },
          ],
        }),
        expect.anything(),
      ),
    );
  });

  it('shows the server’s refusal of an answer next to its field', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    const ticket = await screen.findByRole('group', { name: 'Ticket 1: General' });
    await user.type(within(ticket).getByLabelText(/Holder’s name/), 'Ada');
    await user.selectOptions(within(ticket).getByLabelText(/Dietary needs/), 'None');
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'answers.company: At most 500 characters',
        fields: { 'answers.company': 'At most 500 characters' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    expect(await screen.findByText('At most 500 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
  });
});
