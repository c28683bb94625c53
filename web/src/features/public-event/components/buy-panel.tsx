import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicEvent } from '@contract/public';
import { Group } from '@mantine/core';
import { CheckoutCard } from '@/features/checkout/components/checkout-card';
import { LostTicketsButton } from '@/features/tickets/components/lost-tickets-button';

// Most sales have no waiting room: its code loads only for those that do.
const WaitingRoomCard = lazy(() =>
  import('@/features/waiting-room/components/waiting-room-card').then((m) => ({
    default: m.WaitingRoomCard,
  })),
);

type BuyPanelProps = {
  event: PublicEvent;
  /** Called once what the buyer acts on (the buy form, or the waiting room) is on screen. */
  onReady?: () => void;
};

/**
 * What a buyer does on the event page: buy, or, where the sale has a waiting room, join its
 * line first. The app's event page shows it in a card; the server-rendered page
 * (src/event-page) mounts it in place of its static list of tickets.
 */
export function BuyPanel({ event, onReady }: BuyPanelProps) {
  // On from the start when the organiser turned it on; on later when it turned itself on in a
  // rush (a purchase refused for want of a turn), and then the buyer joins the line at once.
  const [room, setRoom] = useState<'off' | 'on' | 'joined'>(event.waitingRoom ? 'on' : 'off');
  return (
    <Suspense fallback={null}>
      {room === 'off' ? (
        <CheckoutCard event={event} onAdmissionRequired={() => setRoom('joined')} />
      ) : (
        <WaitingRoomCard event={event} joinAtOnce={room === 'joined'} />
      )}
      <Group justify="center" mt="sm">
        <LostTicketsButton eventId={event.id} />
      </Group>
      {onReady && <Ready onReady={onReady} />}
    </Suspense>
  );
}

/** Mounted with the panel's content, so its effect runs once that content is on screen. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
