import { myEventsResponse } from '../../functions/src/contract/my-events';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';

/** How many events `organiser` has, as their own events list says. */
export async function countMyEvents(organiser: TestUser): Promise<number> {
  const answer = await callApi('/api/events/mine', { token: organiser.idToken });
  return myEventsResponse.parse(answer.body).events.length;
}
