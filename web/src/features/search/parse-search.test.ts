import { describe, expect, it } from 'vitest';
import { parseSearch } from './parse-search';

describe('parseSearch', () => {
  it('reads the manage-event prefix', () => {
    expect(parseSearch('manage-event:Winter gala')).toEqual({
      text: 'Winter gala',
      isManageEvent: true,
    });
    expect(parseSearch('Manage-Event: gala ')).toEqual({ text: 'gala', isManageEvent: true });
  });

  it('takes anything else as plain text', () => {
    expect(parseSearch(' gala ')).toEqual({ text: 'gala', isManageEvent: false });
    expect(parseSearch('event:gala')).toEqual({ text: 'event:gala', isManageEvent: false });
  });
});
