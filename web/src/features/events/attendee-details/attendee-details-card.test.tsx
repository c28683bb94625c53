import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attendeeDetailsView, type AttendeeDetailsView } from '@contract/attendee-details';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { dietQuestion } from '@/test/attendee-details-factories';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithProviders } from '@/test/render';
import { AttendeeDetailsCard } from './attendee-details-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const put = vi.mocked(apiClient.put);

const saved: AttendeeDetailsView = {
  settings: {
    holderName: 'off',
    holderEmail: 'off',
    editCutoffHours: 24,
    questions: [dietQuestion],
  },
  archivedQuestions: [{ id: 'old', label: 'Company', archivedAt: '2026-11-01T00:00:00.000Z' }],
};

describe('AttendeeDetailsCard', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockImplementation(async (path) =>
      path === '/api/config' ? { attendeeDataRetentionDays: 365 } : saved,
    );
  });

  it('shows the saved questions and the removed ones, and saves a new question', async () => {
    put.mockImplementation(async (_path, body) => ({
      ...saved,
      settings: body as AttendeeDetailsView['settings'],
    }));
    renderWithProviders(<AttendeeDetailsCard event={buildEventWithTypes({ id: 'event-1' })} />);
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Dietary needs')).toBeInTheDocument();
    expect(
      screen.getByText(/Removed questions, whose answers stay in the CSV: Company/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Answers and ticket holders' names are removed 365 days after the event ends.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Holder name/ }));
    await user.click(await screen.findByRole('option', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(second).getByRole('textbox', { name: /^Question/ }), 'Company');
    await user.click(within(second).getByRole('radio', { name: 'Once per order' }));
    await user.click(screen.getByRole('button', { name: 'Save attendee details' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [path, body, schema] = put.mock.calls[0]!;
    expect(path).toBe('/api/events/event-1/attendeeDetails');
    expect(schema).toBe(attendeeDetailsView);
    expect(body).toMatchObject({
      holderName: 'required',
      holderEmail: 'off',
      editCutoffHours: 24,
      questions: [
        { id: 'diet', kind: 'choice', options: ['None', 'Vegan'], per: 'ticket', required: true },
        { label: 'Company', kind: 'text', per: 'order', required: false, typeIds: [] },
      ],
    });
  });

  it('shows the server’s objection next to the question’s field it names', async () => {
    put.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'questions.0.options: Give at least 2 options',
        fields: { 'questions.0.options': 'Give at least 2 options' },
      }),
    );
    renderWithProviders(<AttendeeDetailsCard event={buildEventWithTypes({ id: 'event-1' })} />);
    const user = userEvent.setup();
    const options = await screen.findByRole('textbox', { name: /Options/ });
    await user.clear(options);
    await user.type(options, 'Only one');
    await user.click(screen.getByRole('button', { name: 'Save attendee details' }));
    expect(await screen.findByText('Give at least 2 options')).toBeInTheDocument();
    expect(options).toHaveAttribute('aria-invalid', 'true');
    expect(options).toHaveAccessibleDescription(expect.stringContaining('Give at least 2 options'));
  });
});
