import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import {
  addType,
  describeWizard,
  get,
  post,
  renderWizard,
  step,
} from './new-event-wizard.fixtures';

vi.mock('@/lib/api-client', () => ({ apiClient: { post: vi.fn(), get: vi.fn() } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));

describeWizard('NewEventWizard', () => {
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
    const card = await addType(user, 'General', price);
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
});
