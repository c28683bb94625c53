import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketAttendeeDetails } from '@contract/attendee-details';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { dietQuestion } from '@/test/attendee-details-factories';
import { renderWithProviders } from '@/test/render';
import { TicketAttendeeSection } from './ticket-attendee-section';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const request = vi.mocked(apiClient.request);

const code = 'A'.repeat(22);
const details: TicketAttendeeDetails = {
  code,
  holderName: 'required',
  holderEmail: 'off',
  orderQuestions: [
    { id: 'parking', label: 'Parking?', kind: 'yes_no', per: 'order', required: true, typeIds: [] },
  ],
  ticketQuestions: [dietQuestion],
  answers: { parking: 'yes' },
  attendee: { name: 'Ada Lovelace', answers: { diet: 'Vegan' } },
  editableUntil: '2026-11-30T18:00:00.000Z',
};

describe('TicketAttendeeSection', () => {
  beforeEach(() => {
    get.mockReset();
    request.mockReset();
  });

  it('shows the holder and answers, and saves the buyer’s edit', async () => {
    get.mockResolvedValue(details);
    request.mockImplementation(async (_path, options) => ({
      ...details,
      attendee: { name: 'Bea', answers: { diet: 'None' } },
      answers: (options?.body as { answers: Record<string, string> }).answers,
    }));
    renderWithProviders(<TicketAttendeeSection code={code} />);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit attendee details' }));
    const name = screen.getByLabelText(/Holder’s name/);
    await user.clear(name);
    await user.type(name, 'Bea');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText(/Dietary needs/), 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bea')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      `/api/tickets/${code}/attendeeDetails`,
      expect.objectContaining({
        method: 'PATCH',
        body: { answers: { parking: 'no' }, attendee: { name: 'Bea', answers: { diet: 'None' } } },
      }),
    );
  });

  it('says why the details can no longer be changed after the cut-off', async () => {
    get.mockResolvedValue(details);
    const reason = 'Answers could be changed until 2026-11-30T18:00:00.000Z';
    request.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: reason,
        fields: { attendee: reason },
      }),
    );
    renderWithProviders(<TicketAttendeeSection code={code} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit attendee details' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('shows nothing to anyone but the buyer', async () => {
    get.mockRejectedValue(
      new ApiError({ status: 404, code: 'not_found', message: 'Ticket not found' }),
    );
    renderWithProviders(<TicketAttendeeSection code={code} />);
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Attendee details' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ticket not found')).not.toBeInTheDocument();
  });
});
