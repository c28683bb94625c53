import { apiClient } from '@/lib/api-client';

/**
 * Joins the event's waiting room (once per buyer session: asking again keeps the place) and
 * says where the buyer stands. The contract is loaded with the room, not with the event page.
 */
export const joinWaitingRoom = async (eventId: string) =>
  apiClient.post(
    `/api/events/${encodeURIComponent(eventId)}/waitingRoom`,
    {},
    (await import('@contract/waiting-room')).waitingRoomStatus,
  );
