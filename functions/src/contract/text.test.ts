import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesByField } from './schema-test-support';
import { text } from './text';

const name = z.object({ name: text({ min: 1, minMessage: 'Need name', max: 10 }) });
const description = z.object({ description: text({ max: 50, multiline: true }) });

describe('text fields', () => {
  it('trims white space and invisible characters at either end, and normalises to NFC', () => {
    expect(name.parse({ name: '  \u200BJazz\uFEFF\u00A0' })).toEqual({ name: 'Jazz' });
    expect(name.parse({ name: 'Cafe\u0301' }).name).toBe('Caf\u00E9');
    // Inside the text, joiners stay: they make emoji and scripts render right.
    expect(name.parse({ name: '👩\u200D💻 club' }).name).toBe('👩\u200D💻 club');
  });

  it('counts a name made only of zero-width or blank characters as empty', () => {
    for (const blank of [
      '\u200B\u200B\u200B',
      '\u200C\u200D\u2060',
      '\u3164',
      '\u00AD \uFEFF',
      '\u2800',
    ]) {
      expect(messagesByField(name, { name: blank }), JSON.stringify(blank)).toEqual({
        name: 'Need name',
      });
    }
  });

  it('refuses control characters, naming the field', () => {
    for (const value of ['a\u0000b', 'bell\u0007', 'esc\u001B[31m', 'del\u007F', 'c1\u0085']) {
      expect(messagesByField(name, { name: value }), JSON.stringify(value)).toEqual({
        name: 'Line breaks and control characters are not allowed',
      });
    }
    expect(messagesByField(name, { name: 'two\nlines' })).toEqual({
      name: 'Line breaks and control characters are not allowed',
    });
  });

  it('keeps line breaks and tabs in multi-line text, and refuses other control characters', () => {
    expect(description.parse({ description: 'one\r\ntwo\rthree\n\tfour' })).toEqual({
      description: 'one\ntwo\nthree\n\tfour',
    });
    expect(messagesByField(description, { description: 'nul\u0000' })).toEqual({
      description: 'Control characters are not allowed',
    });
  });

  it('refuses lone surrogates and text direction overrides', () => {
    expect(messagesByField(name, { name: 'a\uD800b' })).toEqual({
      name: 'Contains a broken character',
    });
    expect(messagesByField(name, { name: '\uDC00' })).toEqual({
      name: 'Contains a broken character',
    });
    expect(name.parse({ name: '😀' }).name).toBe('😀');
    expect(messagesByField(name, { name: 'abc\u202Egpj.exe' })).toEqual({
      name: 'Text direction controls are not allowed',
    });
  });

  it('checks the length after trimming', () => {
    expect(name.parse({ name: `  ${'x'.repeat(10)}  ` }).name).toHaveLength(10);
    expect(messagesByField(name, { name: 'x'.repeat(11) })).toEqual({
      name: 'At most 10 characters',
    });
    expect(messagesByField(name, { name: 42 })).toEqual({ name: expect.stringMatching(/string/i) });
  });
});
