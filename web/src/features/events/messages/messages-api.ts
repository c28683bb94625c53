import { useMutation, useQuery } from '@tanstack/react-query';
import {
  messageList,
  messageView,
  testMessageAnswer,
  type CreateMessageRequest,
  type MessageList,
  type TestMessageRequest,
} from '@contract/messages';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { isDue } from './message-words';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/messages`;
const listKey = (eventId: string) => ['events', 'messages', eventId];

/** Whether a message is on its way now: sending, or scheduled for a time that has come. */
function isUnderWay(list: MessageList | undefined, now: number): boolean {
  return (list?.messages ?? []).some(
    (message) => message.status === 'sending' || isDue(message, now),
  );
}

/** The event's messages with their progress; asked again every 2 s while one is on its way. */
export function useMessages(eventId: string) {
  return useQuery({
    queryKey: listKey(eventId),
    queryFn: ({ signal }) => apiClient.get(base(eventId), messageList, signal),
    refetchInterval: (query) => (isUnderWay(query.state.data, Date.now()) ? 2_000 : 30_000),
  });
}

export function useCreateMessage(eventId: string) {
  return useRefreshingMutation(
    (request: CreateMessageRequest) => apiClient.post(base(eventId), request, messageView),
    listKey(eventId),
  );
}

/** "Send me a test": to the organiser's own address. */
export function useSendTestMessage(eventId: string) {
  return useMutation({
    mutationFn: (request: TestMessageRequest) =>
      apiClient.post(`${base(eventId)}/test`, request, testMessageAnswer),
  });
}

export function useCancelMessage(eventId: string) {
  return useRefreshingMutation(
    (messageId: string) =>
      apiClient.post(`${base(eventId)}/${encodeURIComponent(messageId)}/cancel`, {}, messageView),
    listKey(eventId),
  );
}
