import { useState } from 'react';
import type { PublicEvent } from '@contract/public';
import { CheckoutCard } from '@/features/checkout/components/checkout-card';
import { WaitingRoomCard } from '@/features/waiting-room/components/waiting-room-card';

/**
 * What a buyer does on the event page: buy, or, where the sale has a waiting room, join its
 * line first. The app's event page shows it in a card; the server-rendered page
 * (src/event-page) mounts it in place of its static list of tickets.
 */
export function BuyPanel({ event }: { event: PublicEvent }) {
  // On from the start when the organiser turned it on; on later when it turned itself on in a
  // rush (a purchase refused for want of a turn), and then the buyer joins the line at once.
  const [room, setRoom] = useState<'off' | 'on' | 'joined'>(event.waitingRoom ? 'on' : 'off');
  return room === 'off' ? (
    <CheckoutCard event={event} onAdmissionRequired={() => setRoom('joined')} />
  ) : (
    <WaitingRoomCard event={event} joinAtOnce={room === 'joined'} />
  );
}
