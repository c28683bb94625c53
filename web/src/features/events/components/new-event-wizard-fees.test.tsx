import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { addType, describeWizard, post, renderWizard, step } from './new-event-wizard.fixtures';

vi.mock('@/lib/api-client', () => ({ apiClient: { post: vi.fn(), get: vi.fn() } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));

/** What one ticket of the type named `name` costs, line by line, as the organiser reads it. */
const figures = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describeWizard('NewEventWizard: who pays the service fee', () => {
  it('shows what one ticket costs buyers and what the organiser receives, either way', async () => {
    const { user } = renderWizard();

    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(step('Ticket Types'));
    await addType(user, 'General', '150');
    await addType(user, 'Kids', '0');

    const absorbed = screen.getByRole('radio', {
      name: /Included in the ticket price \(you absorb it\)/,
    });
    const passedOn = screen.getByRole('radio', {
      name: /Added on top for buyers \(shown as Service fee\)/,
    });
    expect(absorbed).toBeChecked();
    expect(
      await screen.findByText(
        'The service fee is 5% of the ticket price + 2.50 ZAR per paid ticket, plus 15% VAT on the fee. Free tickets have none.',
      ),
    ).toBeInTheDocument();
    // R150: the fee is 5 % + R2.50 = R10.00 and its VAT R1.50, out of the price. Kids are free.
    expect(figures('General')).toEqual([
      'Buyer pays150.00 ZAR',
      'Service fee10.00 ZAR',
      'VAT on service fee1.50 ZAR',
      'You receive138.50 ZAR',
    ]);
    expect(screen.queryByRole('table', { name: 'Kids' })).not.toBeInTheDocument();

    await user.click(passedOn);
    expect(passedOn).toBeChecked();
    expect(figures('General')).toEqual([
      'Buyer pays161.50 ZAR',
      'Service fee10.00 ZAR',
      'VAT on service fee1.50 ZAR',
      'You receive150.00 ZAR',
    ]);

    await user.click(step('Last'));
    expect(
      screen.getByText('Buyers pay the service fee and its VAT on top of these prices.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/events',
        expect.objectContaining({ feeMode: 'passed_on' }),
        eventWithTypes,
      ),
    );
  });

  it('keeps the choice in the stored draft, and has older drafts absorb the fee', async () => {
    const draft = { name: 'Rooftop Sessions', types: [] };
    localStorage.setItem(
      'paradise.new-event-draft.v1.user-1',
      JSON.stringify({ step: 2, draft: { ...draft, feeMode: 'passed_on' } }),
    );
    const first = renderWizard();
    expect(screen.getByRole('radio', { name: /Added on top for buyers/ })).toBeChecked();
    expect(
      await screen.findByText(
        'Give a ticket type a price to see what buyers pay and what you receive.',
      ),
    ).toBeInTheDocument();
    first.unmount();

    localStorage.setItem('paradise.new-event-draft.v1.user-1', JSON.stringify({ step: 2, draft }));
    renderWizard();
    expect(screen.getByRole('radio', { name: /Included in the ticket price/ })).toBeChecked();
  });
});
