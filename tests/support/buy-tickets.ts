import { expect } from 'vitest';
import { verifyPaymentResponse } from '../../functions/src/contract/checkout';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { signInAnonymously, type TestUser } from './auth-emulator';
import { beginPurchase } from './await-purchase';
import { verifyPayment } from './checkout-calls';
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
  return (await buyPaidOrder(event, typeName, quantity, email)).ticketCodes;
}

/** As `buyTickets`, with the buyer and the order's reference too (what a refund needs). */
export async function buyPaidOrder(
  event: EventWithTypes,
  typeName: string,
  quantity: number,
  email: string,
): Promise<{ buyer: TestUser; email: string; reference: string; ticketCodes: string[] }> {
  const buyer = await signInAnonymously();
  const held = await beginPurchase(buyer, event, { typeName, quantity, email });
  if (held.status === 'paid') {
    return { buyer, email, reference: held.reference, ticketCodes: held.ticketCodes };
  }
  const ticketCodes = await payHeldOrder(buyer, held.reference, held.authorizationUrl);
  return { buyer, email, reference: held.reference, ticketCodes };
}

/** Pays a held order at the fake Paystack and waits until it is fulfilled: its ticket codes. */
export async function payHeldOrder(
  buyer: TestUser,
  reference: string,
  authorizationUrl: string,
): Promise<string[]> {
  expect((await fetch(`${authorizationUrl}/pay`, { method: 'POST' })).status).toBe(200);
  let codes: string[] = [];
  await waitFor(async () => {
    const answer = await verifyPayment(buyer, reference);
    const verified = verifyPaymentResponse.parse(answer.body);
    if (verified.status === 'paid') codes = verified.ticketCodes;
    return verified.status === 'paid';
  });
  return codes;
}
