import {
  beginTransactionResponse,
  type BeginTransactionResponse,
} from '../../functions/src/contract/checkout';
import { randomUUID } from 'node:crypto';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';
import { typeIdOf } from './events';

/**
 * beginTransaction's answer once the allocator has decided: a queued purchase (Firestore's
 * allocator may answer after beginTransaction's wait) is asked again, as the page does.
 */
export async function untilAnswered(
  buyer: TestUser,
  answerBody: unknown,
): Promise<Exclude<BeginTransactionResponse, { status: 'queued' }>> {
  let answer = beginTransactionResponse.parse(answerBody);
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

/**
 * As a buyer pressing Buy: `quantity` tickets of the type named `typeName` of `event` for
 * `email`, through beginTransaction, answered once the allocator decided.
 */
export async function beginPurchase(
  buyer: TestUser,
  event: EventWithTypes,
  { typeName, quantity, email }: { typeName: string; quantity: number; email: string },
): Promise<Exclude<BeginTransactionResponse, { status: 'queued' }>> {
  const begun = await callApi('/api/beginTransaction', {
    token: buyer.idToken,
    json: {
      eventId: event.id,
      email,
      items: [{ typeId: typeIdOf(event, typeName), quantity }],
      requestKey: randomUUID(),
    },
  });
  return untilAnswered(buyer, begun.body);
}
