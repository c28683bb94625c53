import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { loadDraft } from '../draft/draft-storage';
import { addType, describeWizard, post, renderWizard, step } from './new-event-wizard.fixtures';

vi.mock('@/lib/api-client', () => ({ apiClient: { post: vi.fn(), get: vi.fn() } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));

describeWizard('NewEventWizard: a hidden ticket type', () => {
  it('keeps who can see a type and its code in the draft, says so before creating, and sends them', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByLabelText(/Event name/), 'Rooftop Sessions');
    await user.click(step('Ticket Types'));
    const crew = await addType(user, 'Crew', '0');
    await user.click(within(crew).getByRole('combobox', { name: 'Who can see it' }));
    await user.click(
      await screen.findByRole('option', { name: 'Hidden, revealed by an access code' }),
    );
    const code = within(crew).getByLabelText(/Access code/);
    await user.clear(code);
    await user.type(code, 'crew-2026');
    // A reload keeps it: the draft is stored with the type's visibility and code.
    await vi.waitFor(() =>
      expect(loadDraft('user-1')?.draft.types[0]).toMatchObject({
        visibility: 'code',
        accessCode: 'crew-2026',
      }),
    );

    await user.click(step('Last'));
    expect(screen.getByText(/hidden, access code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/events',
        expect.objectContaining({
          types: [
            expect.objectContaining({ name: 'Crew', visibility: 'code', accessCode: 'crew-2026' }),
          ],
        }),
        eventWithTypes,
      ),
    );
  });
});
