import { useCallback, useEffect, useState } from 'react';
import type { WaitingRoomStatus } from '@contract/waiting-room';
import { ensureAnonymousSession } from '@/features/auth/api/ensure-anonymous-session';
import { joinWaitingRoom } from './api/waiting-room-api';
import { isSettled, nextLookMs } from './waiting-room-timing';

/**
 * This device joined the room of `eventId`: kept in localStorage beside the anonymous
 * session (which Firebase keeps there too), so a reload asks again at once and finds the
 * same place in line.
 */
const joinedKey = (eventId: string) => `waitingRoom:${eventId}`;

function wasJoined(eventId: string): boolean {
  try {
    return localStorage.getItem(joinedKey(eventId)) === 'joined';
  } catch {
    return false;
  }
}

/**
 * The buyer's place in the event's waiting room: nothing until they join (joining makes the
 * anonymous session), then asked again and again until the room says something final.
 * `clockOffsetMs`: the server's clock minus this device's, for the countdown.
 */
export function useWaitingRoom(eventId: string) {
  const [joined, setJoined] = useState(() => wasJoined(eventId));
  const [status, setStatus] = useState<WaitingRoomStatus>();
  const [clockOffsetMs, setClockOffsetMs] = useState(0);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!joined) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      let next: WaitingRoomStatus | undefined;
      try {
        await ensureAnonymousSession();
        next = await joinWaitingRoom(eventId);
        if (stopped) return;
        setStatus(next);
        setError(null);
        if (next.state === 'before_opening') {
          setClockOffsetMs(Date.parse(next.serverTime) - Date.now());
        }
        if (isSettled(next)) return;
      } catch (failure) {
        if (stopped) return;
        setError(failure);
      }
      timer = setTimeout(() => void look(), nextLookMs(next));
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [eventId, joined]);

  const join = useCallback(() => {
    try {
      localStorage.setItem(joinedKey(eventId), 'joined');
    } catch {
      // Private browsing may refuse storage: the place is still kept by the session.
    }
    setJoined(true);
  }, [eventId]);

  return { joined, join, status, clockOffsetMs, error };
}
