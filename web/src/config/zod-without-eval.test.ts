import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is the setting zod reads when it loads afterwards, as every schema of the app does', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
