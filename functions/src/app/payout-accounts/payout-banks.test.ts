import { describe, expect, it } from 'vitest';
import type { Bank, PayoutGateway } from '../../ports/payout-gateway';
import { bankListTtlMs, findPayoutBank, listPayoutBanks } from './payout-banks';

const bank = (name: string, code: string): Bank => ({
  name,
  code,
  country: 'South Africa',
  currency: 'ZAR',
  type: 'basa',
});

/** A gateway that lists two banks (or fails as told) and counts how often it is asked. */
function countingGateway(fail = false) {
  const asked: string[] = [];
  const gateway = new Proxy({} as PayoutGateway, {
    get: (_target, method) =>
      method === 'listBanks'
        ? async (currency: string) => {
            asked.push(currency);
            if (fail) throw new Error('Paystack is down');
            return [bank('Nedbank', '198765'), bank('Capitec Bank Limited', '470010')];
          }
        : () => Promise.reject(new Error('Only the bank list is needed here')),
  });
  return { gateway, asked };
}

function servicesWith(payouts: PayoutGateway) {
  let now = Date.parse('2026-12-01T10:00:00.000Z');
  return {
    services: { payouts, clock: { now: () => new Date(now) }, paymentCurrencies: ['ZAR'] },
    pass: (ms: number) => (now += ms),
  };
}

describe('listPayoutBanks', () => {
  it('answers by name and code, sorted, asking Paystack once while the list is fresh', async () => {
    const { gateway, asked } = countingGateway();
    const { services, pass } = servicesWith(gateway);
    const [first, second] = await Promise.all([
      listPayoutBanks({ services, currency: 'ZAR' }),
      listPayoutBanks({ services, currency: 'ZAR' }),
    ]);
    expect(first).toEqual([
      { name: 'Capitec Bank Limited', code: '470010' },
      { name: 'Nedbank', code: '198765' },
    ]);
    expect(second).toEqual(first);
    pass(bankListTtlMs - 1);
    await listPayoutBanks({ services, currency: 'ZAR' });
    expect(asked).toEqual(['ZAR']);
    pass(1);
    await listPayoutBanks({ services, currency: 'ZAR' });
    expect(asked).toEqual(['ZAR', 'ZAR']);
  });

  it('does not remember a failure', async () => {
    const { gateway, asked } = countingGateway(true);
    const { services } = servicesWith(gateway);
    await expect(listPayoutBanks({ services, currency: 'ZAR' })).rejects.toThrow('down');
    await expect(listPayoutBanks({ services, currency: 'ZAR' })).rejects.toThrow('down');
    expect(asked).toHaveLength(2);
  });

  it('refuses a currency payments are not taken in (NGN always offered), naming it', async () => {
    const { gateway } = countingGateway();
    const services = { ...servicesWith(gateway).services, paymentCurrencies: ['USD'] };
    await expect(listPayoutBanks({ services, currency: 'ZAR' })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { currency: 'Payouts go to NGN accounts' },
    });
  });

  it('finds a bank by code, or refuses the code, naming bankCode', async () => {
    const { services } = servicesWith(countingGateway().gateway);
    expect(await findPayoutBank({ services, currency: 'ZAR', bankCode: '198765' })).toEqual({
      name: 'Nedbank',
      code: '198765',
    });
    await expect(
      findPayoutBank({ services, currency: 'ZAR', bankCode: '058' }),
    ).rejects.toMatchObject({ fields: { bankCode: 'Choose a bank from the ZAR list' } });
  });
});
