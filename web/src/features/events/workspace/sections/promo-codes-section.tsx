import { PromoCodesCard } from '../../promo-codes/promo-codes-card';
import { CancelledNote } from '../cancelled-note';
import { useWorkspaceEvent } from '../workspace-context';

/** The event's promo codes, their uses and what they took off. */
export function PromoCodesSection() {
  const event = useWorkspaceEvent();
  return event.cancelledAt ? (
    <CancelledNote tool="Promo codes" />
  ) : (
    <PromoCodesCard event={event} />
  );
}
