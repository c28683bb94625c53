import { describe, expect, it } from 'vitest';
import { setFields } from './set-fields';

describe('setFields', () => {
  it('keeps the named fields that hold a value and leaves out the unset, null and empty', () => {
    const record: { a?: string; b?: string | null; c: string; d: number[]; e?: string } = {
      a: 'kept',
      b: null,
      c: '',
      d: [1],
    };
    expect(setFields(record, ['a', 'b', 'c', 'd', 'e'])).toEqual({ a: 'kept', d: [1] });
  });

  it('takes only the fields it is asked for', () => {
    expect(setFields({ a: 'x', b: 'y' }, ['b'])).toEqual({ b: 'y' });
  });
});
