import { describe, expect, it } from 'vitest';
import { newWrappingKeyEntry, WrappingKeyError } from './key-envelope';
import { configureWrappingKeys, processWrappingKeys } from './process-wrapping-keys';

describe("the process's wrapping keys", () => {
  it('come from the environment when read, and fail every time they are missing', () => {
    expect(() => processWrappingKeys({})).toThrow(WrappingKeyError);
    expect(() => processWrappingKeys({})).toThrow(/TICKET_KEY_WRAPPING_KEYS is not set/);
    const env = { TICKET_KEY_WRAPPING_KEYS: newWrappingKeyEntry('env') };
    expect(processWrappingKeys(env).currentKeyId).toBe('env');
    // The same keyring while the setting stays the same: what was opened under it is kept.
    expect(processWrappingKeys(env)).toBe(processWrappingKeys(env));
    expect(() => processWrappingKeys({})).toThrow(/is not set/);
  });

  it('come from the configuration a script gave createServices, over the environment', () => {
    configureWrappingKeys(newWrappingKeyEntry('configured'));
    expect(processWrappingKeys({}).currentKeyId).toBe('configured');
    expect(
      processWrappingKeys({ TICKET_KEY_WRAPPING_KEYS: newWrappingKeyEntry('env') }).currentKeyId,
    ).toBe('configured');
  });
});
