import { describe, expect, it } from 'vitest';
import { settingProblems } from './declared-settings';

const readme = [
  '| `PAYSTACK_SECRET_KEY` | unset | Paystack secret key |',
  '| `PUBLIC_BASE_URL` | … | the web app |',
  'Set `SIGNING_KEY_WRAP=projects/…` before the first deploy.',
].join('\n');

const config = {
  path: 'functions/src/config/runtime-config.ts',
  text: 'const secretKey = process.env.PAYSTACK_SECRET_KEY; const emulated = process.env.FUNCTIONS_EMULATOR;',
};

describe('secrets and parameters: declared and documented', () => {
  it('passes when each one read is declared and documented, and platform variables are left alone', () => {
    const keys = {
      path: 'functions/src/app/tickets/key-wrap.ts',
      text: "const wrap = defineSecret('SIGNING_KEY_WRAP'); process.env['PUBLIC_BASE_URL'];",
    };
    expect(
      settingProblems({
        sources: [config, keys],
        configNames: ['PAYSTACK_SECRET_KEY', 'PUBLIC_BASE_URL'],
        mountedSecrets: ['PAYSTACK_SECRET_KEY', 'SIGNING_KEY_WRAP'],
        readme,
      }),
    ).toEqual([]);
  });

  it('fails naming a secret that is read but undeclared, and where it is read', () => {
    const sneaky = {
      path: 'functions/src/app/payouts/send-transfer.ts',
      text: 'const key = process.env.PAYSTACK_TRANSFER_SECRET;',
    };
    expect(
      settingProblems({
        sources: [config, sneaky],
        configNames: ['PAYSTACK_SECRET_KEY'],
        mountedSecrets: ['PAYSTACK_SECRET_KEY'],
        readme,
      }),
    ).toEqual([
      'PAYSTACK_TRANSFER_SECRET is read (functions/src/app/payouts/send-transfer.ts) but not declared: declare it with defineSecret or defineString, or in runtime-config.ts',
    ]);
  });

  it('fails naming a declared secret docs/configuration.md does not document, and a mounted one undeclared', () => {
    const keys = {
      path: 'functions/src/app/tickets/key-wrap.ts',
      text: "const wrap = defineSecret('TICKET_WRAP_KEY');",
    };
    expect(
      settingProblems({
        sources: [keys],
        configNames: [],
        mountedSecrets: ['STRIPE_KEY'],
        readme,
      }),
    ).toEqual([
      'The secret STRIPE_KEY is mounted by a function but not declared',
      'TICKET_WRAP_KEY is declared (functions/src/app/tickets/key-wrap.ts) but not documented in docs/configuration.md',
    ]);
  });
});
