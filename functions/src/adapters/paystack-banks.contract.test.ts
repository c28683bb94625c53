/**
 * The production Paystack payouts adapter against the fake Paystack, over real HTTP: the banks
 * an organiser picks from, checking their account, and making them a transfer recipient.
 */
import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../ports/payment-gateway';
import { AccountNotResolvedError } from '../ports/payout-gateway';
import { usePaystackContract } from '../test-support/paystack-contract-harness';
import { createPaystackPayouts } from './paystack-payouts';

const paystack = usePaystackContract();

describe('Paystack banks and recipients against the fake Paystack', () => {
  it('lists the banks of a currency, following the cursor through every page', async () => {
    const banks = await paystack.payouts(2).listBanks('ZAR');
    expect(banks).toHaveLength(9);
    expect(new Set(banks.map((bank) => bank.code)).size).toBe(9);
    expect(banks).toContainEqual({
      name: 'First National Bank',
      code: '250655',
      country: 'South Africa',
      currency: 'ZAR',
      type: 'basa',
    });
    expect(await paystack.payouts().listBanks('ZAR')).toEqual(banks);
    // Two a page really is paging: the first page names a next one.
    const first = (await (
      await paystack.raw('GET', '/bank?currency=ZAR&use_cursor=true&perPage=2')
    ).json()) as { data: unknown[]; meta: { next: string | null } };
    expect(first.data).toHaveLength(2);
    expect(first.meta.next).toEqual(expect.any(String));

    const nigerian = await paystack.payouts(3).listBanks('NGN');
    expect(nigerian.map((bank) => bank.code)).toContain('058');
    expect(nigerian.every((bank) => bank.type === 'nuban' && bank.currency === 'NGN')).toBe(true);
    expect(await paystack.payouts().listBanks('GHS')).toEqual([]);
  });

  it('resolves an account the bank knows to its holder', async () => {
    expect(
      await paystack.payouts().resolveAccount({ accountNumber: '1000000001', bankCode: '250655' }),
    ).toEqual({ accountNumber: '1000000001', accountName: 'THANDI MOKOENA' });
    expect(
      await paystack.payouts().resolveAccount({ accountNumber: '0001234567', bankCode: '058' }),
    ).toEqual({ accountNumber: '0001234567', accountName: 'DOE JANE LOREN' });
  });

  it('reports an account it cannot resolve as such, not as the gateway failing', async () => {
    const unknown = paystack
      .payouts()
      .resolveAccount({ accountNumber: '0000000000', bankCode: '058' });
    await expect(unknown).rejects.toBeInstanceOf(AccountNotResolvedError);
    await expect(unknown).rejects.toMatchObject({
      accountNumber: '0000000000',
      bankCode: '058',
      httpStatus: 422,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
    // A South African account at a Nigerian bank, and a bank that does not exist.
    for (const bankCode of ['058', '999999']) {
      await expect(
        paystack.payouts().resolveAccount({ accountNumber: '1000000001', bankCode }),
      ).rejects.toBeInstanceOf(AccountNotResolvedError);
    }

    const wrongKey = createPaystackPayouts({ baseUrl: paystack.baseUrl, secretKey: 'sk_test_x' });
    const refused = wrongKey.resolveAccount({ accountNumber: '1000000001', bankCode: '250655' });
    await expect(refused).rejects.toMatchObject({ httpStatus: 401 });
    await expect(refused).rejects.not.toBeInstanceOf(AccountNotResolvedError);
    const down = createPaystackPayouts({ baseUrl: 'http://127.0.0.1:9', secretKey: 'sk_test_x' });
    const unreachable = down.resolveAccount({ accountNumber: '1000000001', bankCode: '250655' });
    await expect(unreachable).rejects.toThrow(/could not be reached/);
    await expect(unreachable).rejects.not.toBeInstanceOf(AccountNotResolvedError);
  });

  it('makes a transfer recipient once per account, keeping the bank and last four digits', async () => {
    const request = {
      type: 'basa' as const,
      name: 'Thandi Mokoena',
      accountNumber: '1000000001',
      bankCode: '250655',
      currency: 'ZAR',
    };
    const recipient = await paystack.payouts().createTransferRecipient(request);
    expect(recipient).toEqual({
      recipientCode: expect.stringMatching(/^RCP_[0-9a-f]{16}$/),
      name: 'Thandi Mokoena',
      bankName: 'First National Bank',
      bankCode: '250655',
      accountLast4: '0001',
      currency: 'ZAR',
    });
    expect(await paystack.payouts().createTransferRecipient(request)).toEqual(recipient);
    const other = await paystack
      .payouts()
      .createTransferRecipient({ ...request, accountNumber: '1000000002', name: 'Pieter' });
    expect(other.recipientCode).not.toBe(recipient.recipientCode);
  });

  it("answers a recipient Paystack would refuse with Paystack's message", async () => {
    const request = {
      type: 'nuban' as const,
      name: 'Jane Doe',
      accountNumber: '0001234567',
      bankCode: '058',
      currency: 'NGN',
    };
    await expect(
      paystack.payouts().createTransferRecipient({ ...request, bankCode: '250655' }),
    ).rejects.toThrow('Invalid bank code');
    await expect(
      paystack.payouts().createTransferRecipient({ ...request, currency: 'ZAR' }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(
      paystack.payouts().createTransferRecipient({ ...request, accountNumber: 'abc' }),
    ).rejects.toMatchObject({ httpStatus: 400 });
  });
});
