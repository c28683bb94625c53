import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageList, MessageView } from '@contract/messages';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { renderWithUser } from '@/test/render';
import { MessagesCard } from './messages-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

const event = buildEventWithTypes({
  id: 'event-1',
  name: 'Rooftop Sessions',
  timeZone: 'Africa/Johannesburg',
  types: [
    buildTicketType({ id: 'ga', name: 'General' }),
    buildTicketType({ id: 'vip', name: 'VIP' }),
  ],
});

const message = (overrides: Partial<MessageView>): MessageView => ({
  id: 'm1',
  subject: 'Doors open at 8',
  body: 'See you there',
  audience: { kind: 'holders' },
  promotional: false,
  status: 'sent',
  sendAt: '2026-12-01T10:00:00.000Z',
  createdAt: '2026-12-01T10:00:00.000Z',
  createdBy: 'boss@example.com',
  recipients: 800,
  sent: 798,
  failed: 2,
  skipped: 0,
  ...overrides,
});

const listOf = (messages: MessageView[]): MessageList => ({ messages, sentToday: 2, perDay: 5 });

describe('MessagesCard', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('shows each message’s progress and outcome, and what the limit leaves', async () => {
    get.mockResolvedValue(
      listOf([
        message({ id: 'm2', subject: 'Parking moved', status: 'sending', sent: 120, failed: 0 }),
        message({ audience: { kind: 'types', typeIds: ['vip'] }, skipped: 5 }),
        message({
          id: 'm3',
          subject: 'Save the date',
          status: 'scheduled',
          sendAt: '2099-12-24T16:00:00.000Z',
          recipients: null,
          sent: 0,
          failed: 0,
        }),
        message({
          id: 'm4',
          subject: 'Gates open',
          status: 'scheduled',
          sendAt: '2020-01-01T10:00:00.000Z',
          recipients: null,
          sent: 0,
          failed: 0,
        }),
      ]),
    );
    renderWithUser(<MessagesCard event={event} />);
    expect(await screen.findByText('Sending: 120 of 800')).toBeInTheDocument();
    expect(screen.getByText('Sent to 798 · 2 failed · 5 unsubscribed')).toBeInTheDocument();
    expect(screen.getByText(/^Holders of VIP ·/)).toBeInTheDocument();
    expect(screen.getByText('2 of 5 messages in the last 24 hours.')).toBeInTheDocument();
    // A scheduled message: its time on the venue's clock, and it can be called off until due.
    expect(screen.getByText(/Goes Thu 24 Dec 2099, 18:00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call off Save the date' })).toBeInTheDocument();
    expect(screen.getByText('Starting to send')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call off Gates open' })).not.toBeInTheDocument();
  });

  it('schedules a message to chosen types on the venue’s clock, one request key across a retry', async () => {
    get.mockResolvedValue(listOf([]));
    post
      .mockRejectedValueOnce(
        new ApiError({ status: 0, code: 'network_error', message: 'No connection' }),
      )
      .mockResolvedValueOnce(message({ status: 'scheduled' }));
    const { user } = renderWithUser(<MessagesCard event={event} />);
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    // Pasted: typing each character costs seconds.
    await user.click(within(dialog).getByLabelText('Subject'));
    await user.paste('VIP entrance');
    await user.click(within(dialog).getByLabelText(/^Message/));
    await user.paste('Use gate B: https://maps.example/b');
    expect(
      within(dialog).getByRole('link', { name: 'https://maps.example/b' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Send to' }));
    await user.click(await screen.findByRole('option', { name: 'Holders of chosen ticket types' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Ticket types' }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await user.click(within(dialog).getByText('Schedule'));
    await user.click(within(dialog).getByLabelText('Send at'));
    await user.paste('2026-12-24T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule message' }));
    expect(
      within(dialog).getByText(
        'Send to holders of VIP on Thu 24 Dec 2026, 18:00 (Africa/Johannesburg)?',
      ),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, schedule it' }));
    expect(await within(dialog).findByText('No connection')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('VIP entrance');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, schedule it' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const [first, second] = post.mock.calls.map((call) => call[1] as Record<string, unknown>);
    expect(first).toEqual({
      requestKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      subject: 'VIP entrance',
      body: 'Use gate B: https://maps.example/b',
      audience: { kind: 'types', typeIds: ['vip'] },
      promotional: false,
      // 18:00 in Johannesburg (UTC+2).
      sendAt: '2026-12-24T16:00:00.000Z',
    });
    expect(second?.requestKey).toBe(first?.requestKey);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s objection next to its field and the daily limit, keeping what was typed', async () => {
    get.mockResolvedValue(listOf([]));
    post
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'validation_failed',
          message: 'Invalid',
          fields: { audience: 'Nobody is in this group yet' },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          code: 'conflict',
          message: 'Limit',
          fields: { limit: 'An event sends at most 5 messages in 24 hours' },
        }),
      );
    const { user } = renderWithUser(<MessagesCard event={event} />);
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(within(dialog).getByText('Send to every ticket holder now?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send it' }));
    expect(await within(dialog).findByText('Nobody is in this group yet')).toBeInTheDocument();
    // The objection is mended before Send asks again.
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send it' }));
    expect(
      await within(dialog).findByText(
        'An event sends at most 5 messages in 24 hours. Try again once the oldest is a day old, or call off a scheduled one.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Hello');
  });
});
