import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { formatCountdown } from '../waiting-room-timing';

/** "The sale opens in 4:07", ticking by the server's clock (`clockOffsetMs` corrects this device's). */
export function OpeningCountdown({
  opensAt,
  clockOffsetMs,
}: {
  opensAt: string;
  clockOffsetMs: number;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((Date.parse(opensAt) - (now + clockOffsetMs)) / 1000));

  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);

  if (left === 0) {
    return <Text fw={600}>The sale is opening: drawing the order of the line…</Text>;
  }
  return (
    // A timer is not read out every second; the place in line below is.
    <Text role="timer" aria-live="off" size="lg">
      The sale opens in <strong>{formatCountdown(left)}</strong>
    </Text>
  );
}
