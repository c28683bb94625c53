import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attendee, AttendeesResponse } from '@contract/orders';
import { apiClient } from '@/lib/api-client';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithProviders } from '@/test/render';
import { AttendeesPanel } from './attendees-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), request: vi.fn() } }));
const get = vi.mocked(apiClient.get);

const ada: Attendee = {
  code: 'AAAAAAAAAAAAAAAAAAAAAA',
  typeId: 'ga',
  typeName: 'General',
  holderEmail: 'buyer@example.com',
  holderName: 'Ada Lovelace',
  answers: { diet: 'Vegan', company: 'Acme' },
  orderReference: 'order-1',
  status: 'valid',
  createdAt: '2026-12-01T10:00:00.000Z',
};
const questions: AttendeesResponse['questions'] = [
  { id: 'diet', label: 'Dietary needs', kind: 'choice', options: ['None', 'Vegan'] },
  { id: 'company', label: 'Company', kind: 'text', removed: true },
];

describe('the attendee list’s answers', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockResolvedValue({ attendees: [ada], questions } satisfies AttendeesResponse);
  });

  it('shows each holder’s name and answers, and filters by an answer', async () => {
    renderWithProviders(<AttendeesPanel event={buildEventWithTypes({ id: 'event-1' })} />);
    const table = await screen.findByRole('table', { name: 'Attendees' });
    const row = within(table).getByText('Ada Lovelace').closest('tr')!;
    expect(
      within(row).getByText('Dietary needs: Vegan · Company (removed): Acme'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Answer' }));
    await user.click(await screen.findByRole('option', { name: 'Dietary needs: Vegan' }));
    await vi.waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        expect.stringMatching(/\/api\/events\/event-1\/attendees\?.*question=diet&answer=Vegan/),
        expect.anything(),
        expect.anything(),
      ),
    );
    // The removed question is no filter: its answers are only kept.
    await user.click(screen.getByRole('combobox', { name: 'Answer' }));
    expect(screen.queryByRole('option', { name: /Company/ })).not.toBeInTheDocument();
  });
});
