import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../ports/payment-gateway';
import { AccountNotResolvedError, type PayoutGateway } from '../../ports/payout-gateway';
import { confirmAccountName } from './resolve-payout-account';

/** A gateway whose account check fails with `error`. */
const failingWith = (error: Error) =>
  new Proxy({} as PayoutGateway, {
    get: (_target, method) =>
      method === 'resolveAccount'
        ? async () => {
            throw error;
          }
        : () => Promise.reject(new Error('Only the account check is needed here')),
  });

const outage = new PaymentGatewayError('Bad gateway', 502);
const unknown = new AccountNotResolvedError('0999999999', '058', 'Could not resolve', 422);
const standardBank = { name: 'Standard Bank', code: '051001' };
const guaranty = { name: 'Guaranty Trust Bank', code: '058' };

describe('confirmAccountName', () => {
  it('leaves a ZAR account unconfirmed whatever stops the gateway from saying', async () => {
    const query = { currency: 'ZAR', bankCode: '051001', accountNumber: '62012345678' } as const;
    expect(await confirmAccountName(failingWith(unknown), standardBank, query)).toBeNull();
    expect(await confirmAccountName(failingWith(outage), standardBank, query)).toBeNull();
  });

  it('refuses an NGN account the bank does not know, and fails while the gateway is down', async () => {
    const query = { currency: 'NGN', bankCode: '058', accountNumber: '0999999999' } as const;
    await expect(confirmAccountName(failingWith(unknown), guaranty, query)).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { accountNumber: expect.stringContaining('Guaranty Trust Bank does not know') },
    });
    await expect(confirmAccountName(failingWith(outage), guaranty, query)).rejects.toBe(outage);
  });
});
