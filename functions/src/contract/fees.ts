/**
 * The platform's fee on paid tickets, in integer minor units. Here, in the contract, because
 * the web app shows organisers and buyers the same figures the allocator charges: it imports
 * nothing, so the public event page can use it without zod.
 *
 * The rounding rule, the only one: a share of an amount is rounded half up to the minor unit,
 * once per ticket, and an order's figures are the sums of its tickets'. So what the public
 * page shows per ticket, times the quantity, is exactly what the payment popup charges.
 *
 *  - fee   = round(price × percent) + the flat amount of the ticket's currency
 *  - VAT   = round(fee × VAT rate), its own line wherever the fee is shown
 *  - free tickets carry neither
 *  - absorbed: the buyer pays the price; the fee and its VAT come out of it, never more than
 *    the price (the organiser never pays to sell a ticket)
 *  - passed on: the buyer pays price + fee + VAT ("Service fee" on the page and in the popup)
 *  - the gateway's card fee on an order comes out of what the order leaves the organiser, and
 *    no further: any part beyond it the platform bears (`cardFeeShares`). So an organiser keeps
 *    zero or more from every ticket that stays sold, whatever the price, mode and card fee; it
 *    matters where the fee was capped, as on a R3.00 ticket absorbed, whose price the fee and
 *    VAT take whole and whose card fee the organiser would otherwise pay to sell it.
 */

/** 100 basis points are 1 %. */
export type FeeSchedule = {
  percentBasisPoints: number;
  /** Per paid ticket, in each currency's minor units; a currency missing here has none. */
  flatByCurrency: Readonly<Record<string, number>>;
  /** VAT the platform charges on its fee (0 where it charges none). */
  vatBasisPoints: number;
};

/** Who pays the fee: taken from the organiser's price, or added to the buyer's. */
export type FeeMode = 'absorbed' | 'passed_on';

export const feeModes = ['absorbed', 'passed_on'] as const satisfies readonly FeeMode[];

/** An event that never chose: the organiser absorbs the fee, as before fees were shown. */
export const defaultFeeMode: FeeMode = 'absorbed';

export type Charge = {
  /** The tickets at their prices. */
  price: number;
  platformFee: number;
  vat: number;
  /** What the gateway charges the buyer. */
  buyerPays: number;
  /** What the sale adds to the organiser's balance, before the gateway's own fee. */
  organiserGets: number;
};

export const noCharge: Readonly<Charge> = {
  price: 0,
  platformFee: 0,
  vat: 0,
  buyerPays: 0,
  organiserGets: 0,
};

const basisPoints = 10_000;

/** `amount` × `rate` / 10 000, rounded half up: the one rounding rule. */
export function shareOf(amount: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount is a whole number of minor units, not ${amount}`);
  }
  return Math.floor((amount * rateBasisPoints + basisPoints / 2) / basisPoints);
}

/** One ticket at `price` in `currency`. */
export function ticketCharge(
  price: number,
  currency: string,
  schedule: FeeSchedule,
  mode: FeeMode,
): Charge {
  if (price === 0) return noCharge;
  let platformFee = shareOf(price, schedule.percentBasisPoints) + flatFee(schedule, currency);
  let vat = shareOf(platformFee, schedule.vatBasisPoints);
  if (mode === 'absorbed' && platformFee + vat > price) {
    // Capped: the fee with its VAT takes (nearly) the whole price and no more.
    platformFee = feeWithinPrice(price, schedule.vatBasisPoints);
    vat = shareOf(platformFee, schedule.vatBasisPoints);
  }
  const buyerPays = mode === 'passed_on' ? price + platformFee + vat : price;
  return { price, platformFee, vat, buyerPays, organiserGets: buyerPays - platformFee - vat };
}

/** An order: `quantity` tickets at each `price`, all in `currency`. */
export function orderCharge(
  items: ReadonlyArray<{ price: number; quantity: number }>,
  currency: string,
  schedule: FeeSchedule,
  mode: FeeMode,
): Charge {
  return items.reduce<Charge>((total, { price, quantity }) => {
    const one = ticketCharge(price, currency, schedule, mode);
    return {
      price: total.price + one.price * quantity,
      platformFee: total.platformFee + one.platformFee * quantity,
      vat: total.vat + one.vat * quantity,
      buyerPays: total.buyerPays + one.buyerPays * quantity,
      organiserGets: total.organiserGets + one.organiserGets * quantity,
    };
  }, noCharge);
}

function flatFee(schedule: FeeSchedule, currency: string): number {
  return schedule.flatByCurrency[currency] ?? 0;
}

/** The largest fee whose VAT still fits beside it in `price`. */
function feeWithinPrice(price: number, vatBasisPoints: number): number {
  let fee = Math.floor((price * basisPoints) / (basisPoints + vatBasisPoints)) + 1;
  while (fee > 0 && fee + shareOf(fee, vatBasisPoints) > price) fee -= 1;
  return fee;
}

/** Who bears an order's card fee: the organiser, from what the order left them; the platform, the rest. */
export type CardFeeShares = { organiser: number; platform: number };

/**
 * The gateway's `cardFee` on an order that left the organiser `organiserGets` (the charge's
 * figure, before the card fee): the organiser bears it up to that and the platform the rest,
 * so the organiser never pays to sell. On a refund the shares stay as they were: the gateway
 * keeps its fee, and each keeps bearing their part.
 */
export function cardFeeShares(organiserGets: number, cardFee: number): CardFeeShares {
  if (!Number.isSafeInteger(cardFee) || cardFee < 0) {
    throw new RangeError(`A card fee is a whole number of minor units, not ${cardFee}`);
  }
  const organiser = Math.min(cardFee, Math.max(0, organiserGets));
  return { organiser, platform: cardFee - organiser };
}
