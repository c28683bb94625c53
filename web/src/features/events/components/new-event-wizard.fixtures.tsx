/**
 * The new-event wizard rendered for a test, with the API client and the upload mocked (each
 * test file mocks '@/lib/api-client', '@/lib/upload-image' and the photo editor).
 */
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { NewEventWizard } from './new-event-wizard';

export const post = vi.mocked(apiClient.post);
export const get = vi.mocked(apiClient.get);
export const upload = vi.mocked(uploadImage);
/** The platform's fee: 5 % + R2.50 a paid ticket, 15 % VAT on it (PLATFORM_FEE_*'s defaults). */
export const platformFee = {
  percentBasisPoints: 500,
  flatByCurrency: { ZAR: 250, USD: 50 },
  vatBasisPoints: 1500,
};

export const createdEvent = buildEventWithTypes({
  id: 'new-1',
  name: 'Rooftop Sessions',
  types: [],
});

export function renderWizard() {
  const onCreated = vi.fn();
  const view = renderWithProviders(<NewEventWizard uid="user-1" onCreated={onCreated} />, {
    authState: signedInAs(),
  });
  return { ...view, onCreated, user: userEvent.setup({ delay: null }) };
}

// Each step button is named by what it shows: its number (a tick once done), its label and its
// description; the Last step's problem links ("Details · Event name") are not steps.
export const step = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^\\d?\\s*${name}(?! ·)`) });

/**
 * Adds a ticket type on the Ticket Types step and types its name and price; returns its card
 * ("Ticket type N", the next number).
 */
export async function addType(user: UserEvent, name: string, price: string) {
  const before = screen.queryAllByRole('region', { name: /^Ticket type \d+$/ }).length;
  await user.click(screen.getByRole('button', { name: 'Add a new ticket type' }));
  const card = screen.getByRole('region', { name: `Ticket type ${before + 1}` });
  await user.type(within(card).getByLabelText(/Ticket name/), name);
  await user.type(within(card).getByLabelText(/Price/), price);
  return card;
}

/**
 * A describe of wizard tests: a fresh draft and mocks before each test; the server takes ZAR
 * and USD, charges `platformFee` and creates `createdEvent`. Each keystroke re-renders the
 * whole wizard, which jsdom makes slow, and the journeys are long: a test has 20 seconds.
 */
export function describeWizard(name: string, tests: () => void) {
  describe(name, { timeout: 20_000 }, () => {
    resetWizardBeforeEach();
    tests();
  });
}

/** A fresh draft and mocks before each test (see describeWizard). */
function resetWizardBeforeEach() {
  beforeEach(() => {
    localStorage.clear();
    post.mockReset();
    // The server creates the event, unless a test says otherwise.
    post.mockResolvedValue(createdEvent);
    upload.mockReset();
    // What the server charges (PAYMENT_CURRENCIES): no EUR.
    get.mockReset();
    get.mockImplementation(async (path: string) => {
      if (path === '/api/config') return { paymentCurrencies: ['ZAR', 'USD'], platformFee };
      throw new Error(`Unexpected GET ${path}`);
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });
}
