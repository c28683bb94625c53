import {
  beginTransactionResponse,
  type BeginTransactionResponse,
} from '../../functions/src/contract/checkout';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';

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
