import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { formatCountdown, secondsLeft } from '../checkout-state';

/** "Your tickets are held for 14:07", ticking; calls `onExpired` once at zero. */
export function HoldCountdown({
  holdExpiresAt,
  onExpired,
}: {
  holdExpiresAt: string;
  onExpired: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(holdExpiresAt, now);

  useEffect(() => {
    if (left === 0) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, onExpired]);

  return (
    <Text size="sm" c="dimmed" role="timer" aria-live="off">
      Your tickets are held for <strong>{formatCountdown(left)}</strong>
    </Text>
  );
}
