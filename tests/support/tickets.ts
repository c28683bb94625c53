import { expect } from 'vitest';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { ticketView, type TicketView } from '../../functions/src/contract/tickets';
import { callApi } from './api';
import { beginPurchase } from './await-purchase';
import type { TestUser } from './auth-emulator';

/**
 * Takes `quantity` tickets of the free type `typeName` of `event` as `buyer` through
 * beginTransaction (a free order completes at once): the ticket codes.
 */
export async function takeFreeTickets(
  buyer: TestUser,
  event: EventWithTypes,
  {
    typeName = 'Free',
    quantity = 1,
    email,
  }: { typeName?: string; quantity?: number; email: string },
): Promise<string[]> {
  const body = await beginPurchase(buyer, event, { typeName, quantity, email });
  if (body.status !== 'paid') throw new Error(`not paid at once: ${body.status}`);
  expect(body.ticketCodes).toHaveLength(quantity);
  return body.ticketCodes;
}

/** A ticket as its holder sees it (by its code, no sign-in). */
export async function ticketByCode(code: string): Promise<TicketView> {
  const answer = await callApi(`/api/tickets/${code}`);
  expect(answer.status).toBe(200);
  return ticketView.parse(answer.body);
}
