import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { renderWorkspace, serveWorkspace } from '@/test/event-workspace';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const put = vi.mocked(apiClient.put);

const event = buildEventWithTypes({
  id: 'event-1',
  name: 'Rooftop Sessions',
  status: 'approved',
  approved: true,
  types: [
    buildTicketType({ id: 'ga', name: 'General', price: 15000, capacity: 120 }),
    buildTicketType({
      id: 'crew',
      name: 'Crew',
      price: 0,
      capacity: 20,
      visibility: 'code',
      accessCode: 'CREW2026',
    }),
    buildTicketType({
      id: 'vip',
      name: 'Sponsor box',
      price: 90000,
      capacity: 4,
      visibility: 'link',
      accessCode: 'SPONSOR-X',
    }),
  ],
});

describe('hidden ticket types in the workspace’s Tickets', { timeout: 15_000 }, () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
  });

  it('lists each hidden type with the link that sells it, ready to copy', async () => {
    serveWorkspace(event);
    renderWorkspace('tickets');
    const card = (await screen.findByRole('heading', { name: 'Hidden tickets' })).closest(
      '.mantine-Paper-root',
    ) as HTMLElement;
    expect(within(card).getByText('Access code CREW2026')).toBeInTheDocument();
    expect(within(card).getByText('Link only')).toBeInTheDocument();
    expect(within(card).getByLabelText('Link for Crew')).toHaveValue(
      `${window.location.origin}/event/event-1?access=CREW2026`,
    );
    expect(within(card).getByLabelText('Link for Sponsor box')).toHaveValue(
      `${window.location.origin}/event/event-1?access=SPONSOR-X`,
    );
    expect(within(card).getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    expect(within(card).queryByText('General')).not.toBeInTheDocument();
  });

  it('shows no hidden tickets card when every type is public', async () => {
    serveWorkspace({ ...event, types: [event.types[0]] });
    renderWorkspace('tickets');
    expect(await screen.findByRole('region', { name: 'Ticket type 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hidden tickets' })).not.toBeInTheDocument();
  });

  it('edits who sees a type and its code, and saves them with the type', async () => {
    serveWorkspace(event);
    put.mockImplementation(async () => event);
    const { user } = renderWorkspace('tickets');
    const general = await screen.findByRole('region', { name: 'Ticket type 1' });
    const crew = screen.getByRole('region', { name: 'Ticket type 2' });
    expect(within(general).getByRole('combobox', { name: 'Who can see it' })).toHaveValue('Public');
    expect(within(general).queryByLabelText(/Access code/)).not.toBeInTheDocument();
    expect(within(crew).getByLabelText(/Access code/)).toHaveValue('CREW2026');

    // Hiding a type makes a code at once, which the organiser may replace.
    await user.click(within(general).getByRole('combobox', { name: 'Who can see it' }));
    await user.click(await screen.findByRole('option', { name: 'Hidden, link only' }));
    const code = within(general).getByLabelText<HTMLInputElement>(/Access code/);
    expect(code.value).toMatch(/^[A-Z2-9]{8}$/);
    await user.clear(code);
    await user.type(code, 'friends');
    // The crew's type made public again: its code is not sent.
    await user.click(within(crew).getByRole('combobox', { name: 'Who can see it' }));
    await user.click(await screen.findByRole('option', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: /^Save (changes|and resubmit)$/ }));

    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/events/event-1',
        expect.objectContaining({
          types: [
            expect.objectContaining({ id: 'ga', visibility: 'link', accessCode: 'friends' }),
            expect.not.objectContaining({ visibility: expect.anything() }),
            expect.objectContaining({ id: 'vip', visibility: 'link', accessCode: 'SPONSOR-X' }),
          ],
        }),
        eventWithTypes,
      ),
    );
  });

  it('says next to the field that a hidden type needs a code, saving nothing', async () => {
    serveWorkspace(event);
    const { user } = renderWorkspace('tickets');
    const crew = await screen.findByRole('region', { name: 'Ticket type 2' });
    await user.clear(within(crew).getByLabelText(/Access code/));
    await user.click(screen.getByRole('button', { name: /^Save (changes|and resubmit)$/ }));
    expect(
      await within(crew).findByText('A hidden ticket type needs an access code'),
    ).toBeVisible();
    expect(put).not.toHaveBeenCalled();
  });
});
