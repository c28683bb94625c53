import { describe, expect, it } from 'vitest';
import { lazyTrigger } from './lazy-trigger';

function fakeTrigger(log: string[]) {
  log.push('made');
  const trigger = (raw: never) => `ran with ${String(raw)}`;
  return Object.assign(trigger, { run: 'the handler', __endpoint: { eventTrigger: 'x' } });
}

describe('lazyTrigger', () => {
  it('makes nothing until the trigger is touched, then makes it once', () => {
    const log: string[] = [];
    const trigger = lazyTrigger(() => fakeTrigger(log));
    expect(log).toEqual([]);
    expect(trigger.__endpoint).toEqual({ eventTrigger: 'x' });
    expect(trigger.run).toBe('the handler');
    expect(trigger('event' as never)).toBe('ran with event');
    expect(log).toEqual(['made']);
  });

  it('lists what the deploy analysis reads among its own properties', () => {
    const trigger = lazyTrigger(() => fakeTrigger([]));
    expect(Object.keys(trigger)).toEqual(['run', '__endpoint']);
  });
});
