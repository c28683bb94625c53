import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithUser } from '@/test/render';
import { joinWaitingList, leaveWaitingList } from '../api/waiting-list-api';
import { WaitingListPrompt } from './waiting-list-prompt';

vi.mock('../api/waiting-list-api', () => ({
  joinWaitingList: vi.fn(),
  leaveWaitingList: vi.fn(),
}));
const join = vi.mocked(joinWaitingList);
const leave = vi.mocked(leaveWaitingList);

const general = { id: 'ga', name: 'General', maxPerOrder: 4 };
const token = 'T'.repeat(22);

describe('joining the waiting list', () => {
  beforeEach(() => {
    join.mockReset();
    leave.mockReset();
  });

  it('shows nothing when no type is sold out', () => {
    renderWithUser(<WaitingListPrompt eventId="e1" types={[]} />);
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
  });

  it('opens the form, asks for an email, joins, and leaves again', async () => {
    join.mockResolvedValue({ entryId: 'E'.repeat(22), quantity: 2, updated: false, token });
    leave.mockResolvedValue({ state: 'left' });
    const { user } = renderWithUser(<WaitingListPrompt eventId="e1" types={[general]} />);
    expect(screen.getByText(/General is sold out/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const submit = await screen.findByRole('button', { name: 'Join the waiting list' });
    await user.click(submit);
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(join).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'x@example.com');
    await user.selectOptions(screen.getByLabelText('Tickets'), '2');
    await user.click(submit);
    expect(await screen.findByText('You are on the waiting list')).toBeInTheDocument();
    expect(
      screen.getByText(/We will email x@example.com if 2 × General come back/),
    ).toBeInTheDocument();
    expect(join).toHaveBeenCalledWith('e1', 'ga', { email: 'x@example.com', quantity: 2 });
    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByText('You left the waiting list')).toBeInTheDocument();
    expect(leave).toHaveBeenCalledWith(
      { eventId: 'e1', typeId: 'ga', entryId: 'E'.repeat(22) },
      token,
    );
  });

  it('shows the server’s objection next to the field it names, and others above the button', async () => {
    join.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Too many tickets',
        fields: { quantity: 'At most 4 per order' },
      }),
    );
    join.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'The waiting list for these tickets is closed',
      }),
    );
    const { user } = renderWithUser(<WaitingListPrompt eventId="e1" types={[general]} />);
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await user.type(await screen.findByLabelText('Email'), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const quantity = screen.getByLabelText('Tickets');
    expect(await screen.findByText('At most 4 per order')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(
      await screen.findByText('The waiting list for these tickets is closed'),
    ).toBeInTheDocument();
    expect(screen.queryByText('You are on the waiting list')).toBeNull();
  });
});
