import { expect } from 'vitest';
import type { TicketRecord } from '../../functions/src/app/checkout/checkout-records';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { paths } from '../../functions/src/paths';
import { callApi } from './api';
import { newAdmin, signUp, uniqueEmail, type TestUser } from './auth-emulator';
import { backendDocs } from './backend-docs';
import { buyTickets } from './buy-tickets';
import { createApprovedEvent } from './events';

/** Who bought what: each buyer's email, in the order they bought. */
export const buyers = Array.from({ length: 7 }, (_, i) => uniqueEmail(`door${i}`));
/** Starts with `+`: a spreadsheet would run it as a formula. */
export const formulaEmail = `+${uniqueEmail('formula')}`;

export type DoorListsSales = {
  organiser: TestUser;
  otherOrganiser: TestUser;
  admin: TestUser;
  event: EventWithTypes;
  /** The one paid order's: two General tickets for the first buyer, bought last. */
  paidReference: string;
};

/**
 * A new organiser's approved event (Free, Crew and General tickets) and what the door lists
 * tests find on it: free orders of one to three tickets for each of `buyers` in turn, one for
 * `formulaEmail`, then a paid order through the fake Paystack. Takes a while: allow 2 minutes.
 */
export async function sellDoorListTickets(): Promise<DoorListsSales> {
  const [organiser, otherOrganiser, admin] = await Promise.all([
    signUp('organiser'),
    signUp('other'),
    newAdmin(),
  ]);
  // The web app reads the profile at sign-in, which makes it: check-ins name its email.
  expect((await callApi('/api/me/profile', { token: organiser.idToken })).status).toBe(200);
  const event = await createApprovedEvent(organiser, admin, {
    name: `Door lists ${Date.now()}`,
    description: 'Attendees and orders',
    startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    locationText: 'The Old Biscuit Mill',
    types: [
      { name: 'Free', price: 0, currency: 'ZAR', capacity: 50, maxPerOrder: 4 },
      { name: 'Crew', price: 0, currency: 'ZAR', capacity: 50, maxPerOrder: 4 },
      { name: 'General', price: 15050, currency: 'ZAR', capacity: 10, maxPerOrder: 4 },
    ],
  });
  // One at a time, so that the lists' order is the order of buying.
  for (const [i, email] of buyers.entries()) {
    await buyTickets(event, i % 2 === 0 ? 'Free' : 'Crew', 1 + (i % 3), email);
  }
  await buyTickets(event, 'Free', 1, formulaEmail);
  const [paidCode] = await buyTickets(event, 'General', 2, buyers[0]!);
  const paidTicket = await backendDocs().get<TicketRecord>(paths.ticket(paidCode!));
  return { organiser, otherOrganiser, admin, event, paidReference: paidTicket.data!.orderId };
}
