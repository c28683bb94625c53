import { describe, expect, it } from 'vitest';
import { defaultPlatformIssuer } from '../app/invoices/platform-issuer';
import { readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig: the platform as its documents name it', () => {
  it('reads its name, address lines (written with \\n on one line) and VAT number', () => {
    const config = readRuntimeConfig({
      BACKEND: 'firebase',
      PLATFORM_LEGAL_NAME: ' Paradise Tickets (Pty) Ltd ',
      PLATFORM_ADDRESS: '12 Long Street\\n Cape Town \\n\\n8001',
      PLATFORM_VAT_NUMBER: '4123456789',
    });
    expect(config.platformIssuer).toEqual({
      legalName: 'Paradise Tickets (Pty) Ltd',
      address: '12 Long Street\nCape Town\n8001',
      vatNumber: '4123456789',
    });
  });

  it('has placeholders where nothing is set, and a sample VAT number only locally', () => {
    expect(readRuntimeConfig({ BACKEND: 'firebase' }).platformIssuer).toEqual(
      defaultPlatformIssuer,
    );
    expect(readRuntimeConfig({ BACKEND: 'embedded' }).platformIssuer).toEqual({
      ...defaultPlatformIssuer,
      vatNumber: '4000000000',
    });
    expect(
      readRuntimeConfig({ BACKEND: 'firebase', FUNCTIONS_EMULATOR: 'true' }).platformIssuer
        .vatNumber,
    ).toBe('4000000000');
  });

  it('refuses a VAT number of another shape at start-up', () => {
    expect(() => readRuntimeConfig({ PLATFORM_VAT_NUMBER: '12' })).toThrow(/PLATFORM_VAT_NUMBER/);
  });
});
