import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  beginTransactionResponse,
  verifyPaymentResponse,
} from '../../functions/src/contract/checkout';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from './api';
import { signInAnonymously } from './auth-emulator';
import { typeIdOf } from './events';
import { waitFor } from './wait-for';

/**
 * Buys `quantity` tickets of the type named `typeName` as a new anonymous buyer, through the
 * real checkout: beginTransaction, the fake Paystack's payment, verifyPayment. The codes.
 */
export async function buyTickets(
  event: EventWithTypes,
  typeName: string,
  quantity: number,
  email: string,
): Promise<string[]> {
  const buyer = await signInAnonymously();
  const begun = await callApi('/api/beginTransaction', {
    token: buyer.idToken,
    json: {
      eventId: event.id,
      email,
      items: [{ typeId: typeIdOf(event, typeName), quantity }],
      requestKey: randomUUID(),
    },
  });
  let held = beginTransactionResponse.parse(begun.body);
  // The allocator may answer after beginTransaction's wait (Firestore): ask as the page does.
  const deadline = Date.now() + 30_000;
  while (held.status === 'queued') {
    if (Date.now() > deadline) throw new Error('The purchase stayed queued for 30 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const asked = await callApi(`/api/purchaseRequests/${held.requestId}`, {
      token: buyer.idToken,
    });
    held = beginTransactionResponse.parse(asked.body);
  }
  if (held.status === 'paid') return held.ticketCodes;
  expect((await fetch(`${held.authorizationUrl}/pay`, { method: 'POST' })).status).toBe(200);
  let codes: string[] = [];
  await waitFor(async () => {
    const answer = await callApi('/api/verifyPayment', {
      token: buyer.idToken,
      json: { reference: held.reference },
    });
    const verified = verifyPaymentResponse.parse(answer.body);
    if (verified.status === 'paid') codes = verified.ticketCodes;
    return verified.status === 'paid';
  });
  return codes;
}
