import type { CurrencyMoney } from '@contract/event-money';
import type { EventMoneyResponse } from '@contract/event-money-response';
import { buildCurrencyMoney, buildEventMoney } from '@/test/money-factories';

/** An event that sold in rand (the factory's figures) and in dollars, shaped by `dollars`. */
export function buildRandAndDollarMoney(dollars: Partial<CurrencyMoney>): EventMoneyResponse {
  return buildEventMoney({
    currencies: [buildCurrencyMoney(), buildCurrencyMoney({ currency: 'USD', ...dollars })],
  });
}
