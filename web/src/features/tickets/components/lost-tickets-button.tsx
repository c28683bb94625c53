import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// Few buyers need it: the form's code loads when one asks for it, not with the event page.
const LostTicketsModal = lazy(() =>
  import('./lost-tickets-modal').then((m) => ({ default: m.LostTicketsModal })),
);

/**
 * "Lost your tickets?": a link that opens the form sending a buyer's tickets again, for one
 * event (`eventId`, its page) or for every event still to come (My tickets).
 */
export function LostTicketsButton({ eventId }: { eventId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A Button, not an Anchor: the event page loads Button already, and counts its bytes. */}
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
        Lost your tickets?
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LostTicketsModal eventId={eventId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
