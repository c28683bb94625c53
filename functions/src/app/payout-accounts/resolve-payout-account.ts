import type { PayoutBank, PayoutCurrency } from '../../contract/payout-accounts';
import { payoutAccountRules } from '../../domain/payout-account';
import { PaymentGatewayError } from '../../ports/payment-gateway';
import { AccountNotResolvedError, type PayoutGateway } from '../../ports/payout-gateway';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { findPayoutBank } from './payout-banks';

export type AccountQuery = { currency: PayoutCurrency; bankCode: string; accountNumber: string };

/**
 * The name the bank has on the account, or null where the bank cannot say. Paystack resolves
 * Nigerian and Ghanaian accounts only, so a South African account it cannot resolve is taken
 * on the organiser's word; a Nigerian one is refused, naming `accountNumber`, and without an
 * answer from the gateway it cannot be set at all.
 */
export async function confirmAccountName(
  payouts: PayoutGateway,
  bank: PayoutBank,
  { currency, accountNumber }: AccountQuery,
): Promise<string | null> {
  try {
    const resolved = await payouts.resolveAccount({ accountNumber, bankCode: bank.code });
    return resolved.accountName;
  } catch (error) {
    // Where confirming is a courtesy, any trouble of the gateway's (a refusal, an outage, an
    // answer we cannot read) leaves the name unconfirmed: creating the recipient still checks.
    if (!payoutAccountRules[currency].mustResolve && error instanceof PaymentGatewayError) {
      return null;
    }
    if (!(error instanceof AccountNotResolvedError)) throw error;
    throw new AppError('validation_failed', `${bank.name} does not know that account number`, {
      accountNumber: `${bank.name} does not know this account number: check it, and the bank`,
    });
  }
}

/** `POST /api/payout-account/resolve`: the bank's name for the account, to confirm. */
export async function resolvePayoutAccount({
  services,
  ...query
}: UseCaseOptions<'payouts' | 'clock' | 'paymentCurrencies', AccountQuery>): Promise<{
  accountName: string | null;
}> {
  const bank = await findPayoutBank({ services, ...query });
  return { accountName: await confirmAccountName(services.payouts, bank, query) };
}
