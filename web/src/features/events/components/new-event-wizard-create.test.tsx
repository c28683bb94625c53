import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { ApiError } from '@/lib/api-error';
import { browserTimeZone } from '@/lib/event-time';
import {
  addType,
  createdEvent,
  describeWizard,
  post,
  renderWizard,
  step,
  upload,
} from './new-event-wizard.fixtures';

vi.mock('@/lib/api-client', () => ({ apiClient: { post: vi.fn(), get: vi.fn() } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));

describeWizard('NewEventWizard: creating the event', () => {
  it('creates the event, uploads the banner with progress and forgets the draft', async () => {
    let finishUpload: (answer: { url: string }) => void = () => {};
    upload.mockImplementation((_request, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => {
        finishUpload = resolve;
      });
    });
    const { user, onCreated } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), ' Rooftop Sessions ');
    await user.type(screen.getByLabelText('Description'), 'Sunset beats');
    await user.click(step('Photo'));
    await user.click(screen.getByRole('button', { name: 'Confirm test photo' }));
    await user.click(step('Ticket Types'));
    await addType(user, 'General', '150');
    await addType(user, 'Kids', '0');
    await user.click(step('Last'));
    expect(screen.getByText('Ready to create')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Uploading the banner… 40%')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/events',
      {
        name: 'Rooftop Sessions',
        description: 'Sunset beats',
        timeZone: browserTimeZone(),
        types: [
          expect.objectContaining({ name: 'General', price: 15000, currency: 'ZAR' }),
          expect.objectContaining({ name: 'Kids', price: 0, capacity: 100, maxPerOrder: 10 }),
        ],
        feeMode: 'absorbed',
        waitingRoom: { enabled: false, autoOn: true },
        transfers: { enabled: true, closeHoursBeforeStart: 2 },
        reminders: { enabled: true, hoursBeforeStart: 24 },
        refundRequests: { enabled: false, untilDaysBeforeStart: 7, approval: 'organiser' },
        listed: true,
      },
      eventWithTypes,
    );
    expect(upload).toHaveBeenCalledWith(
      { blob: expect.any(Blob), target: 'event-banner', eventId: 'new-1' },
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(localStorage.length).toBe(0);
    finishUpload({ url: '/api/events/new-1/banner?v=1' });
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(createdEvent));
  });

  it('says the event exists when its banner fails to upload, with a way to its dashboard', async () => {
    upload.mockRejectedValue(new Error('Sent, but failed to upload image: Payload Too Large.'));
    const { user, onCreated } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(step('Photo'));
    await user.click(screen.getByRole('button', { name: 'Confirm test photo' }));
    await user.click(step('Last'));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('The banner did not upload')).toBeInTheDocument();
    expect(screen.getByText(/Sent, but failed to upload image: Payload Too Large/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the event dashboard' })).toHaveAttribute(
      'href',
      '/platform/event/new-1',
    );
    expect(onCreated).not.toHaveBeenCalled();
    upload.mockResolvedValue({ url: '/api/events/new-1/banner?v=2' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(createdEvent));
  });

  it('shows the server’s field errors in the list and beside their fields', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Some fields need another look',
        fields: { name: 'An event with this name already exists' },
      }),
    );
    const { user } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(step('Last'));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('An event with this name already exists')).toBeInTheDocument();
    expect(screen.getByText(/Some fields need another look/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details · Event name' }));
    const nameInput = screen.getByLabelText(/Event name/);
    expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput.getAttribute('aria-describedby')).toContain(
      screen.getByText('An event with this name already exists').id,
    );
  });

  it('explains a failure that is not about any field', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 0,
        code: 'network_error',
        message: 'Could not reach the server. Check your connection and try again.',
      }),
    );
    const { user } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(step('Last'));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Could not create the event')).toBeInTheDocument();
    expect(
      screen.getByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
