/**
 * The new-event wizard rendered for a test, with the API client and the upload mocked (each
 * test file mocks '@/lib/api-client', '@/lib/upload-image' and the photo editor).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
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
 * Call in a describe: a fresh draft and mocks before each test; the server takes ZAR and USD
 * and charges `platformFee`.
 */
export function resetWizardBeforeEach() {
  beforeEach(() => {
    localStorage.clear();
    post.mockReset();
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
