import type { PayoutBank, PayoutCurrency } from '../../contract/payout-accounts';
import { availablePayoutCurrencies } from '../../domain/payout-account';
import type { PayoutGateway } from '../../ports/payout-gateway';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';

/** Banks join or leave Paystack's list a few times a year: minutes of staleness are fine. */
export const bankListTtlMs = 10 * 60 * 1000;

type CachedList = { until: number; banks: Promise<PayoutBank[]> };

// Per gateway, so each test's fake (and each process's one gateway) has a cache of its own.
const cachesByGateway = new WeakMap<PayoutGateway, Map<string, CachedList>>();

/** Refuses a currency payouts are not offered in here, naming the `currency` field. */
export function requirePayoutCurrency(
  paymentCurrencies: readonly string[],
  currency: PayoutCurrency,
): void {
  const available = availablePayoutCurrencies(paymentCurrencies);
  if (!available.includes(currency)) {
    throw new AppError('validation_failed', `Payouts are not offered in ${currency} here`, {
      currency: `Payouts go to ${available.join(' or ')} accounts`,
    });
  }
}

/**
 * The banks payouts in `currency` can go to, by name, as Paystack lists them: kept in memory
 * for `bankListTtlMs`, and asked once however many pages ask at the same moment.
 */
export async function listPayoutBanks({
  services: { payouts, clock, paymentCurrencies },
  currency,
}: UseCaseOptions<
  'payouts' | 'clock' | 'paymentCurrencies',
  { currency: PayoutCurrency }
>): Promise<PayoutBank[]> {
  requirePayoutCurrency(paymentCurrencies, currency);
  let cache = cachesByGateway.get(payouts);
  if (!cache) {
    cache = new Map();
    cachesByGateway.set(payouts, cache);
  }
  const now = clock.now().getTime();
  const cached = cache.get(currency);
  if (cached && cached.until > now) return cached.banks;
  const banks = fetchBanks(payouts, currency);
  cache.set(currency, { until: now + bankListTtlMs, banks });
  // A failed ask is not remembered: the next page asks again.
  banks.catch(() => {
    if (cache.get(currency)?.banks === banks) cache.delete(currency);
  });
  return banks;
}

async function fetchBanks(payouts: PayoutGateway, currency: string): Promise<PayoutBank[]> {
  const banks = await payouts.listBanks(currency);
  return banks
    .filter((bank) => bank.currency === currency)
    .map(({ name, code }) => ({ name, code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The bank with `bankCode` among the currency's, or a 400 naming `bankCode`. */
export async function findPayoutBank(
  options: UseCaseOptions<
    'payouts' | 'clock' | 'paymentCurrencies',
    { currency: PayoutCurrency; bankCode: string }
  >,
): Promise<PayoutBank> {
  const banks = await listPayoutBanks(options);
  const bank = banks.find((candidate) => candidate.code === options.bankCode);
  if (!bank) {
    throw new AppError('validation_failed', `No ${options.currency} bank has that code`, {
      bankCode: `Choose a bank from the ${options.currency} list`,
    });
  }
  return bank;
}
