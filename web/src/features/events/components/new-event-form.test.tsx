import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithProviders } from '@/test/render';
import { NewEventForm } from './new-event-form';

vi.mock('@/lib/api-client', () => ({ apiClient: { post: vi.fn(), get: vi.fn() } }));

const post = vi.mocked(apiClient.post);

const createdEvent = buildEventWithTypes({ name: 'Rooftop Sessions', types: [] });

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(<NewEventForm onCreated={onCreated} />);
  return { onCreated, user: userEvent.setup() };
}

describe('NewEventForm', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('shows "Need name" and sends nothing when the name is empty', async () => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/Event name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Need name')).toBeInTheDocument();
    expect(screen.getByLabelText(/Event name/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the name and description and hands back the created event', async () => {
    post.mockResolvedValue(createdEvent);
    const { user, onCreated } = renderForm();

    await user.type(screen.getByLabelText(/Event name/), ' Rooftop Sessions ');
    await user.type(screen.getByLabelText('Description'), 'Sunset beats');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]![0]).toEqual(createdEvent);
    expect(post).toHaveBeenCalledWith(
      '/api/events',
      { name: 'Rooftop Sessions', description: 'Sunset beats' },
      eventWithTypes,
    );
  });

  it('shows server field errors next to their fields and the rest in the alert', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Some fields need another look',
        fields: {
          name: 'An event with this name already exists',
          'types.0.price': 'Price cannot be negative',
        },
      }),
    );
    const { user, onCreated } = renderForm();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const nameInput = screen.getByLabelText(/Event name/);
    const nameError = await screen.findByText('An event with this name already exists');
    expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput.getAttribute('aria-describedby')).toContain(nameError.id);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some fields need another look');
    expect(alert).toHaveTextContent('types.0.price: Price cannot be negative');
    expect(alert).not.toHaveTextContent('An event with this name already exists');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('explains a failure that is not about any field', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 0,
        code: 'network_error',
        message: 'Could not reach the server. Check your connection and try again.',
      }),
    );
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
