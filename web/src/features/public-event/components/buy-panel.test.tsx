import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ThemeProvider } from '@/features/themes/components/theme-provider';
import { buildPublicEvent, buildPublicTicketType } from '@/test/event-factories';
import { BuyPanel } from './buy-panel';

vi.mock('@/lib/api-client', () => ({
  apiClient: { get: vi.fn(), post: vi.fn(), request: vi.fn(async () => ({ types: [] })) },
  unchecked: () => 'unchecked',
}));

describe('BuyPanel on the server-rendered page (no router, no query cache)', () => {
  it('shows the buy form from the embedded event and says so once it is on screen', async () => {
    const onReady = vi.fn();
    const event = buildPublicEvent({
      types: [buildPublicTicketType({ id: 'ga', name: 'General', price: 15000 })],
    });
    render(
      <ThemeProvider env="test">
        <BuyPanel event={event} onReady={onReady} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Buy a ticket!' })).toBeEnabled();
    expect(screen.getByText('General')).toBeInTheDocument();
    expect(onReady).toHaveBeenCalledTimes(1);
    // The event came with the page: only the live availability is asked for.
    expect(vi.mocked(apiClient.request).mock.calls.map(([path]) => path)).toEqual([
      `/api/events/${event.id}/availability`,
    ]);
  });

  it('is ready only once a sale’s waiting room has loaded', async () => {
    const onReady = vi.fn();
    render(
      <ThemeProvider env="test">
        <BuyPanel event={buildPublicEvent({ waitingRoom: true })} onReady={onReady} />
      </ThemeProvider>,
    );
    expect(onReady).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  });
});
