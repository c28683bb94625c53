import type { TicketTypeView } from '@contract/events';
import { formatMinorUnits } from '@contract/money';

/** Prices travel in minor units (15000 ZAR is R150.00): "150.00 ZAR", as SPEC.md shows it. */
export function formatPrice({ price, currency }: Pick<TicketTypeView, 'price' | 'currency'>) {
  return `${formatMinorUnits(price)} ${currency}`;
}
