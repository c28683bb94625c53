import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { browserTimeZone } from '@/lib/event-time';
import { uploadImage } from '@/lib/upload-image';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { NewEventWizard } from './new-event-wizard';

vi.mock('@/lib/api-client', () => ({ apiClient: { post: vi.fn(), get: vi.fn() } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));

const post = vi.mocked(apiClient.post);
const get = vi.mocked(apiClient.get);
const upload = vi.mocked(uploadImage);
const createdEvent = buildEventWithTypes({ id: 'new-1', name: 'Rooftop Sessions', types: [] });

function renderWizard() {
  const onCreated = vi.fn();
  const view = renderWithProviders(<NewEventWizard uid="user-1" onCreated={onCreated} />, {
    authState: signedInAs(),
  });
  return { ...view, onCreated, user: userEvent.setup({ delay: null }) };
}

// Each step button is named by what it shows: its number (a tick once done), its label and its
// description; the Last step's problem links ("Details · Event name") are not steps.
const step = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^\\d?\\s*${name}(?! ·)`) });

// Each keystroke re-renders the whole wizard, which jsdom makes slow; the journeys are long.
describe('NewEventWizard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    post.mockReset();
    upload.mockReset();
    // What the server charges (PAYMENT_CURRENCIES): no EUR.
    get.mockReset();
    get.mockImplementation(async (path: string) => {
      if (path === '/api/config') return { paymentCurrencies: ['ZAR', 'USD'] };
      throw new Error(`Unexpected GET ${path}`);
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names each step button by what it shows: its number, label and description', () => {
    renderWizard();

    // axe's label-content-name-mismatch: an aria-label of the label alone left out the rest.
    for (const [number, label, description] of [
      ['1', 'Details', 'Name, place, time'],
      ['2', 'Photo', 'Banner'],
      ['3', 'Ticket Types', 'Prices'],
      ['4', 'Last', 'Check and create'],
    ] as const) {
      const button = step(label);
      expect(button).not.toHaveAttribute('aria-label');
      expect(button).toHaveAccessibleName(new RegExp(`^${number}\\s*${label}\\s*${description}$`));
    }
  });

  it('lists "Need name" on the Last step and sends nothing without a name', async () => {
    const { user } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), '   ');
    await user.click(step('Last'));
    expect(await screen.findByText('Need name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Details · Event name' }));
    expect(screen.getByLabelText(/Event name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Need name')).toBeInTheDocument();
  });

  it.each([
    ['abc', 'Enter a price like 150 or 150.50'],
    ['-1', 'Price cannot be negative'],
    ['1e9', 'Enter a price like 150 or 150.50'],
  ])('explains the bad price %j beside the field and on the Last step', async (price, message) => {
    const { user } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(step('Ticket Types'));
    await user.click(screen.getByRole('button', { name: 'Add a new ticket type' }));
    const card = screen.getByRole('region', { name: 'Ticket type 1' });
    await user.type(within(card).getByLabelText(/Ticket name/), 'General');
    await user.type(within(card).getByLabelText(/Price/), price);
    await user.tab();

    expect(within(card).getByLabelText(/Price/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByText(message)).toBeInTheDocument();
    await user.click(step('Last'));
    expect(screen.getByText('Ticket Types · Ticket type 1 (General): Price')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps what was typed when moving between steps, and scrolls to the top each time', async () => {
    const { user } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.type(screen.getByLabelText('Description'), 'Sunset beats');
    await user.type(screen.getByLabelText('Address'), 'Long Street, Cape Town');
    await user.click(screen.getByRole('button', { name: /Next: Photo/ }));
    await vi.waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }),
    );
    await user.click(step('Ticket Types'));
    await user.click(screen.getByRole('button', { name: 'Add a new ticket type' }));
    await user.type(screen.getByLabelText(/Ticket name/), 'VIP');
    await user.click(screen.getByRole('radio', { name: 'USD' }));
    await user.click(step('Details'));

    expect(screen.getByLabelText(/Event name/)).toHaveValue('Rooftop Sessions');
    expect(screen.getByLabelText('Description')).toHaveValue('Sunset beats');
    expect(screen.getByLabelText('Address')).toHaveValue('Long Street, Cape Town');
    await user.click(step('Ticket Types'));
    expect(screen.getByLabelText(/Ticket name/)).toHaveValue('VIP');
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
  });

  it('offers only the currencies payments are taken in, and starts with the first', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/api/config') return { paymentCurrencies: ['USD', 'ZAR'] };
      throw new Error(`Unexpected GET ${path}`);
    });
    const { user } = renderWizard();

    await user.click(step('Ticket Types'));
    await user.click(screen.getByRole('button', { name: 'Add a new ticket type' }));
    const card = screen.getByRole('region', { name: 'Ticket type 1' });
    await vi.waitFor(() =>
      expect(
        within(card)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['USD', 'ZAR']),
    );
    expect(within(card).getByRole('radio', { name: 'USD' })).toBeChecked();
    expect(within(card).queryByRole('radio', { name: 'EUR' })).not.toBeInTheDocument();
  });

  it('says why a paid type saved in a currency payments are not taken in must change', async () => {
    // A draft kept from before (EUR was offered then), on the Ticket Types step.
    const type = { key: 'k1', name: 'VIP', price: '150', currency: 'EUR', capacity: 10 };
    localStorage.setItem(
      'paradise.new-event-draft.v1.user-1',
      JSON.stringify({ step: 2, draft: { name: 'Rooftop Sessions', types: [type] } }),
    );
    const { user } = renderWizard();

    const card = await screen.findByRole('region', { name: 'Ticket type 1' });
    const reason = 'Payments in EUR are not available: use ZAR or USD';
    expect(await within(card).findByText(reason)).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'EUR' })).toBeChecked();
    await user.click(within(card).getByRole('radio', { name: 'ZAR' }));
    expect(within(card).queryByText(reason)).not.toBeInTheDocument();
    // Once changed, EUR is no longer offered.
    expect(within(card).queryByRole('radio', { name: 'EUR' })).not.toBeInTheDocument();
  });

  it('restores the draft, step included, after the page is remounted', async () => {
    const first = renderWizard();
    await first.user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await first.user.click(step('Ticket Types'));
    await first.user.click(screen.getByRole('button', { name: 'Add a new ticket type' }));
    await first.user.type(screen.getByLabelText(/Price/), '150');
    first.unmount();

    renderWizard();

    expect(screen.getByLabelText(/Price/)).toHaveValue('150');
    await userEvent.setup().click(step('Details'));
    expect(screen.getByLabelText(/Event name/)).toHaveValue('Rooftop Sessions');
  });

  it('creates the event, uploads the banner with progress and forgets the draft', async () => {
    post.mockResolvedValue(createdEvent);
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
    await user.click(screen.getByRole('button', { name: 'Add a new ticket type' }));
    await user.type(screen.getByLabelText(/Ticket name/), 'General');
    await user.type(screen.getByLabelText(/Price/), '150');
    await user.click(screen.getByRole('button', { name: 'Add a new ticket type' }));
    const free = screen.getByRole('region', { name: 'Ticket type 2' });
    await user.type(within(free).getByLabelText(/Ticket name/), 'Kids');
    await user.type(within(free).getByLabelText(/Price/), '0');
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
    post.mockResolvedValue(createdEvent);
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
