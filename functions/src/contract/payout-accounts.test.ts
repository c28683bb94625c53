import { describe, expect, it } from 'vitest';
import { accountNumberProblem, payoutBanksQuery, setPayoutAccountRequest } from './payout-accounts';

describe('accountNumberProblem', () => {
  it.each([
    ['ZAR', '123456'],
    ['ZAR', '1000000001'],
    ['ZAR', '1234567890123456'],
    ['NGN', '0001234567'],
  ] as const)('takes %s %s', (currency, number) => {
    expect(accountNumberProblem(currency, number)).toBeUndefined();
  });

  it.each([
    ['ZAR', '', 'Enter the account number'],
    ['ZAR', '12345', 'A ZAR account number has 6 to 16 digits'],
    ['ZAR', '12345678901234567', 'A ZAR account number has 6 to 16 digits'],
    ['ZAR', '1234 5678', 'Use digits only, without spaces or dashes'],
    ['ZAR', '١٢٣٤٥٦٧', 'Use digits only, without spaces or dashes'],
    ['NGN', '123456789', 'A NGN account number has 10 digits'],
    ['NGN', '12345678901', 'A NGN account number has 10 digits'],
    ['NGN', '01234567ab', 'Use digits only, without spaces or dashes'],
  ] as const)('refuses %s %j: %s', (currency, number, problem) => {
    expect(accountNumberProblem(currency, number)).toBe(problem);
  });
});

describe('setPayoutAccountRequest', () => {
  const valid = {
    currency: 'NGN',
    bankCode: '058',
    accountNumber: '0001234567',
    accountHolder: 'Jane Doe',
  };

  it('drops the spaces and dashes people copy from a statement, and trims the name', () => {
    const parsed = setPayoutAccountRequest.parse({
      ...valid,
      accountNumber: '000-123 4567',
      accountHolder: '  Jane Doe ',
    });
    expect(parsed).toMatchObject({ accountNumber: '0001234567', accountHolder: 'Jane Doe' });
  });

  it('checks the number’s length for its currency, naming accountNumber', () => {
    const result = setPayoutAccountRequest.safeParse({ ...valid, accountNumber: '12345678' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['accountNumber'], message: 'A NGN account number has 10 digits' },
    ]);
  });

  it.each([
    [{ currency: 'USD' }, 'currency'],
    [{ bankCode: '' }, 'bankCode'],
    [{ bankCode: '05 8' }, 'bankCode'],
    [{ accountHolder: 'J' }, 'accountHolder'],
    [{ accountHolder: 'J'.repeat(101) }, 'accountHolder'],
    [{ accountHolder: 'Jane\u202EDoe' }, 'accountHolder'],
  ])('refuses %j, naming %s', (change, field) => {
    const result = setPayoutAccountRequest.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('payoutBanksQuery', () => {
  it('takes the currencies payouts go to only', () => {
    expect(payoutBanksQuery.safeParse({ currency: 'ZAR' }).success).toBe(true);
    expect(payoutBanksQuery.safeParse({ currency: 'EUR' }).success).toBe(false);
    expect(payoutBanksQuery.safeParse({}).success).toBe(false);
  });
});
