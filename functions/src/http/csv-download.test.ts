import { describe, expect, it } from 'vitest';
import { fileNamePart, neutraliseFormula } from './csv-download';

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+27 82 000', '-2+3', '-2 ', '-1.5e3', '@SUM(A1)', '\tx', '\rx'])(
    'makes %j plain text for spreadsheets',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );
  it.each(['alice@example.com', 'Code123', '2026-06-01T10:00:00.000Z', '', '-2', '-12.50'])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );
});

describe('fileNamePart', () => {
  it('keeps plain letters and digits, dashes between words', () => {
    expect(fileNamePart('Café Night: Jazz & Blues 2026!')).toBe('cafe-night-jazz-blues-2026');
  });
  it('names something even when nothing is left', () => {
    expect(fileNamePart('日本')).toBe('event');
  });
});
