import { afterEach, describe, expect, it, vi } from 'vitest';
import { capacityWithinBuyers, oneOf, usage, UsageError, wholeNumber } from './args.mjs';

describe('wholeNumber', () => {
  it('reads the option, or the fallback when it was not given', () => {
    expect(wholeNumber({ buyers: '10000' }, 'buyers', { fallback: 5 })).toBe(10000);
    expect(wholeNumber({}, 'buyers', { fallback: 5 })).toBe(5);
  });

  it('refuses what is not a whole number above 0, in the words the benches always used', () => {
    for (const text of ['0', '-3', '1.5', 'ten', '']) {
      expect(() => wholeNumber({ buyers: text }, 'buyers')).toThrow(
        new UsageError('--buyers takes a whole number above 0'),
      );
    }
  });

  it('says the range when there is one', () => {
    const range = { min: 6, max: 6000 };
    expect(wholeNumber({ pace: '6' }, 'pace', range)).toBe(6);
    expect(wholeNumber({ pace: '6000' }, 'pace', range)).toBe(6000);
    expect(() => wholeNumber({ pace: '6001' }, 'pace', range)).toThrow(
      '--pace takes a whole number from 6 to 6000',
    );
    expect(() => wholeNumber({ lead: '2' }, 'lead', { min: 5 })).toThrow(
      '--lead takes a whole number of at least 5',
    );
  });
});

describe('oneOf', () => {
  it('takes one of the choices and names them otherwise', () => {
    expect(oneOf({ backend: 'firebase' }, 'backend', ['embedded', 'firebase'])).toBe('firebase');
    expect(() => oneOf({ backend: 'sqlite' }, 'backend', ['embedded', 'firebase'])).toThrow(
      'Unknown backend "sqlite": use embedded or firebase.',
    );
    expect(() =>
      oneOf(
        { identity: 'x' },
        'identity',
        ['firebase', 'local'],
        'firebase (production path) or local',
      ),
    ).toThrow('Unknown identity "x": use firebase (production path) or local.');
  });
});

describe('capacityWithinBuyers', () => {
  it('refuses more tickets than buyers', () => {
    expect(() => capacityWithinBuyers(5000, 10000)).not.toThrow();
    expect(() => capacityWithinBuyers(5000, 5000)).not.toThrow();
    expect(() => capacityWithinBuyers(5001, 5000)).toThrow('--capacity must not exceed --buyers');
  });
});

describe('usage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a usage error and exits 2; anything else is thrown on', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    usage(() => {
      throw new UsageError('--buyers takes a whole number above 0');
    });
    expect(error).toHaveBeenCalledWith('--buyers takes a whole number above 0');
    expect(exit).toHaveBeenCalledWith(2);
    usage(() => {
      throw Object.assign(new TypeError("Unknown option '--bogus'"), {
        code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION',
      });
    });
    expect(exit).toHaveBeenCalledTimes(2);
    expect(() =>
      usage(() => {
        throw new Error('not a usage error');
      }),
    ).toThrow('not a usage error');
    expect(usage(() => 42)).toBe(42);
  });
});
