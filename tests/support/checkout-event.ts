import type { EventWithTypes } from '../../functions/src/contract/events';
import type { TestUser } from './auth-emulator';
import { createApprovedEvent } from './events';
import { organiserAndAdmin } from './organiser-and-admin';

/**
 * A new organiser and administrator, and the organiser's approved event the checkout tests
 * buy from: Solo (one ticket), General, Free, and Dollars (priced in USD).
 */
export async function openCheckoutEvent(): Promise<{
  organiser: TestUser;
  admin: TestUser;
  event: EventWithTypes;
}> {
  const [organiser, admin] = await organiserAndAdmin();
  const event = await createApprovedEvent(organiser, admin, {
    name: `Checkout test ${Date.now()}`,
    description: 'Tickets for the tests',
    types: [
      { name: 'Solo', price: 20000, currency: 'ZAR', capacity: 1, maxPerOrder: 1 },
      { name: 'General', price: 15000, currency: 'ZAR', capacity: 20, maxPerOrder: 4 },
      { name: 'Free', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 2 },
      { name: 'Dollars', price: 1000, currency: 'USD', capacity: 10, maxPerOrder: 2 },
    ],
  });
  return { organiser, admin, event };
}
