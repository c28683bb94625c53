import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  beginTransactionResponse,
  verifyPaymentResponse,
} from '../../functions/src/contract/checkout';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from './api';
import { signInAnonymously, type TestUser } from './auth-emulator';
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
  const held = await untilAnswered(buyer, beginTransactionResponse.parse(begun.body));
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

type PurchaseAnswer = ReturnType<typeof beginTransactionResponse.parse>;

/**
 * The allocator may answer after beginTransaction's wait (on Firestore, on a busy machine):
 * asks again, as the page does, until the purchase is no longer queued.
 */
export async function untilAnswered(
  buyer: TestUser,
  first: PurchaseAnswer,
): Promise<Exclude<PurchaseAnswer, { status: 'queued' }>> {
  let answer = first;
  const deadline = Date.now() + 30_000;
  while (answer.status === 'queued') {
    if (Date.now() > deadline) throw new Error('The purchase stayed queued for 30 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const asked = await callApi(`/api/purchaseRequests/${answer.requestId}`, {
      token: buyer.idToken,
    });
    answer = beginTransactionResponse.parse(asked.body);
  }
  return answer;
}
