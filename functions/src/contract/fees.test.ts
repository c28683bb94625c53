import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardFeeShares,
  feeModes,
  orderCharge,
  shareOf,
  ticketCharge,
  type FeeSchedule,
} from './fees';

const southAfrica: FeeSchedule = {
  percentBasisPoints: 500,
  flatByCurrency: { ZAR: 250 },
  vatBasisPoints: 1500,
};

describe('shareOf', () => {
  it('rounds half up to the minor unit', () => {
    expect(shareOf(10_000, 500)).toBe(500);
    expect(shareOf(1_010, 500)).toBe(51); // 50.5
    expect(shareOf(1_009, 500)).toBe(50); // 50.45
    expect(shareOf(0, 500)).toBe(0);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => shareOf(10.5, 500)).toThrow(RangeError);
    expect(() => shareOf(-1, 500)).toThrow(RangeError);
  });
});

describe('ticketCharge', () => {
  it.each([
    {
      title: 'passes the fee and its VAT on to the buyer: R150 costs R161.50',
      // 5 % of 15000 = 750, + 250 flat = 1000; VAT 15 % = 150.
      price: 15_000,
      mode: 'passed_on',
      charge: { platformFee: 1_000, vat: 150, buyerPays: 16_150, organiserGets: 15_000 },
    },
    {
      title: 'takes an absorbed fee out of the price',
      price: 15_000,
      mode: 'absorbed',
      charge: { platformFee: 1_000, vat: 150, buyerPays: 15_000, organiserGets: 13_850 },
    },
    {
      title: 'never takes more than the price when absorbed',
      // R1.00: 5 + 250 = 255 fee with 38 VAT would be 293; capped to the price, VAT beside it.
      price: 100,
      mode: 'absorbed',
      charge: { platformFee: 87, vat: 13, buyerPays: 100, organiserGets: 0 },
    },
  ] as const)('$title', ({ price, mode, charge }) => {
    expect(ticketCharge(price, 'ZAR', southAfrica, mode)).toEqual({ price, ...charge });
  });

  it('charges nothing on a free ticket', () => {
    for (const mode of feeModes) {
      expect(ticketCharge(0, 'ZAR', southAfrica, mode)).toMatchObject({
        platformFee: 0,
        vat: 0,
        buyerPays: 0,
      });
    }
  });

  it('has no flat part in a currency the schedule does not name, and no VAT where none is set', () => {
    const noVat = { ...southAfrica, vatBasisPoints: 0 };
    expect(ticketCharge(2_000, 'USD', noVat, 'passed_on')).toMatchObject({
      platformFee: 100,
      vat: 0,
      buyerPays: 2_100,
    });
  });
});

const schedules = fc.record({
  percentBasisPoints: fc.integer({ min: 0, max: 3_000 }),
  flatByCurrency: fc.record({ ZAR: fc.integer({ min: 0, max: 5_000 }) }),
  vatBasisPoints: fc.integer({ min: 0, max: 2_500 }),
});
const items = fc.array(
  fc.record({
    price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 })),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { minLength: 1, maxLength: 6 },
);
const modes = fc.constantFrom(...feeModes);

describe('orderCharge', () => {
  it('charges the buyer exactly the sum of what each ticket showed', () => {
    fc.assert(
      fc.property(items, schedules, modes, (order, schedule, mode) => {
        const total = orderCharge(order, 'ZAR', schedule, mode);
        const shown = order.reduce(
          (sum, { price, quantity }) =>
            sum + ticketCharge(price, 'ZAR', schedule, mode).buyerPays * quantity,
          0,
        );
        expect(total.buyerPays).toBe(shown);
      }),
    );
  });

  it('splits what the buyer pays, to the cent, between organiser, fee and VAT', () => {
    fc.assert(
      fc.property(items, schedules, modes, (order, schedule, mode) => {
        const charge = orderCharge(order, 'ZAR', schedule, mode);
        expect(charge.organiserGets + charge.platformFee + charge.vat).toBe(charge.buyerPays);
        expect(charge.organiserGets).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(charge.buyerPays)).toBe(true);
        if (mode === 'passed_on') expect(charge.organiserGets).toBe(charge.price);
        else expect(charge.buyerPays).toBe(charge.price);
      }),
    );
  });
});

describe('ticketCharge, for any price and schedule', () => {
  const prices = fc.integer({ min: 1, max: 10_000_000 });

  it('charges the same fee either way, but absorbed never more than the price', () => {
    fc.assert(
      fc.property(prices, schedules, (price, schedule) => {
        const passed = ticketCharge(price, 'ZAR', schedule, 'passed_on');
        const absorbed = ticketCharge(price, 'ZAR', schedule, 'absorbed');
        if (passed.platformFee + passed.vat <= price) {
          expect(absorbed).toEqual({
            ...passed,
            buyerPays: price,
            organiserGets: price - passed.platformFee - passed.vat,
          });
        } else {
          // Capped: the largest fee that fits with its VAT, so one more minor unit would not.
          expect(absorbed.platformFee + absorbed.vat).toBeLessThanOrEqual(price);
          expect(absorbed.vat).toBe(shareOf(absorbed.platformFee, schedule.vatBasisPoints));
          const more = absorbed.platformFee + 1;
          expect(more + shareOf(more, schedule.vatBasisPoints)).toBeGreaterThan(price);
        }
      }),
    );
  });
});

describe('cardFeeShares', () => {
  it('leaves the organiser of two absorbed R3.00 orders at zero, the platform bearing the card fees', () => {
    // The case: 1 and 4 tickets at R3.00, fee capped at R2.61 + R0.39 VAT a ticket.
    for (const [quantity, cardFee] of [
      [1, 125],
      [4, 155],
    ] as const) {
      const charge = orderCharge([{ price: 300, quantity }], 'ZAR', southAfrica, 'absorbed');
      expect(charge).toMatchObject({ platformFee: 261 * quantity, vat: 39 * quantity });
      expect(charge.organiserGets).toBe(0);
      expect(cardFeeShares(charge.organiserGets, cardFee)).toEqual({
        organiser: 0,
        platform: cardFee,
      });
    }
  });

  it('leaves the whole card fee to the organiser when the order leaves room for it', () => {
    const charge = orderCharge([{ price: 15_000, quantity: 1 }], 'ZAR', southAfrica, 'absorbed');
    expect(cardFeeShares(charge.organiserGets, 615)).toEqual({ organiser: 615, platform: 0 });
    expect(cardFeeShares(500, 615)).toEqual({ organiser: 500, platform: 115 });
  });

  it('refuses a card fee that is not whole minor units', () => {
    expect(() => cardFeeShares(1_000, -1)).toThrow(RangeError);
    expect(() => cardFeeShares(1_000, 1.5)).toThrow(RangeError);
  });

  it('never leaves an organiser less than nothing from the tickets they sold, whatever the card fee', () => {
    // Card fees from none up to more than the buyer paid: the gateway's are far below that,
    // but the rule must not depend on it.
    const cardFees = fc.integer({ min: 0, max: 20_000_000 });
    fc.assert(
      fc.property(items, schedules, modes, cardFees, (order, schedule, mode, cardFee) => {
        const charge = orderCharge(order, 'ZAR', schedule, mode);
        const shares = cardFeeShares(charge.organiserGets, cardFee);
        expect(shares.organiser + shares.platform).toBe(cardFee);
        expect(shares.organiser).toBeGreaterThanOrEqual(0);
        expect(shares.platform).toBeGreaterThanOrEqual(0);
        expect(charge.organiserGets - shares.organiser).toBeGreaterThanOrEqual(0);
        // The platform bears only what the organiser could not: none while there is room.
        if (cardFee <= charge.organiserGets) expect(shares.platform).toBe(0);
      }),
    );
  });
});
