import { describe, expect, it } from 'vitest';
import { allowedOriginsChange } from './allowed-origins-change';

describe('allowedOriginsChange', () => {
  it('keeps the list when none is asked for', () => {
    expect(allowedOriginsChange(['https://a.example'], undefined)).toMatchObject({
      origins: ['https://a.example'],
      changed: false,
    });
    expect(allowedOriginsChange(undefined, undefined)).toMatchObject({
      origins: [],
      changed: false,
    });
  });

  it('takes the list asked for, a new order being a change, and says so for the audit log', () => {
    expect(
      allowedOriginsChange(['https://a.example'], ['https://b.example', 'https://a.example']),
    ).toEqual({
      origins: ['https://b.example', 'https://a.example'],
      changed: true,
      summary: 'Let https://b.example, https://a.example sell its events with the widget',
    });
    expect(
      allowedOriginsChange(
        ['https://a.example', 'https://b.example'],
        ['https://b.example', 'https://a.example'],
      ).changed,
    ).toBe(true);
    expect(allowedOriginsChange(['https://a.example'], ['https://a.example']).changed).toBe(false);
    expect(allowedOriginsChange(['https://a.example'], [])).toEqual({
      origins: [],
      changed: true,
      summary: 'Let no site sell its events with the widget',
    });
  });
});
