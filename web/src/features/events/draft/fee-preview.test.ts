import { describe, expect, it } from 'vitest';
import { orderCharge, type FeeSchedule } from '@contract/fees';
import { emptyTicketType } from './event-draft';
import { describeSchedule, feePreview, formatBasisPoints } from './fee-preview';

const platformFee: FeeSchedule = {
  percentBasisPoints: 500,
  flatByCurrency: { ZAR: 250, USD: 50 },
  vatBasisPoints: 1500,
};

const type = (name: string, price: string, currency: 'ZAR' | 'USD' = 'ZAR') => ({
  ...emptyTicketType(currency),
  name,
  price,
});

describe('feePreview', () => {
  it('prices one ticket of each paid type as the allocator charges it', () => {
    const types = [type('General', '150'), type('Kids', '0'), type('VIP', 'abc'), type('', '20')];
    const rows = feePreview(types, platformFee, 'passed_on');

    expect(rows.map((row) => row.name)).toEqual(['General', 'Ticket type 4']);
    // R150: 5 % is R7.50, + R2.50 = R10.00; VAT 15 % of it R1.50.
    expect(rows[0]!.charge).toEqual({
      price: 15000,
      platformFee: 1000,
      vat: 150,
      buyerPays: 16150,
      organiserGets: 15000,
    });
    expect(rows[0]!.charge).toEqual(
      orderCharge([{ price: 15000, quantity: 1 }], 'ZAR', platformFee, 'passed_on'),
    );
  });

  it('takes an absorbed fee out of what the organiser receives', () => {
    const [row] = feePreview([type('General', '150')], platformFee, 'absorbed');
    expect(row!.charge).toMatchObject({ buyerPays: 15000, organiserGets: 13850 });
  });
});

describe('describeSchedule', () => {
  it('says the percentage, the flat part in the currencies used and the VAT', () => {
    expect(describeSchedule(platformFee, ['ZAR'])).toBe(
      'The service fee is 5% of the ticket price + 2.50 ZAR per paid ticket, plus 15% VAT on the fee. Free tickets have none.',
    );
    expect(describeSchedule(platformFee, ['ZAR', 'USD', 'ZAR'])).toContain(
      '+ 2.50 ZAR or 0.50 USD per',
    );
  });

  it('leaves out what the schedule does not charge', () => {
    const percentOnly = { percentBasisPoints: 350, flatByCurrency: {}, vatBasisPoints: 0 };
    expect(describeSchedule(percentOnly, ['ZAR'])).toBe(
      'The service fee is 3.5% of the ticket price per paid ticket. Free tickets have none.',
    );
    expect(describeSchedule({ ...percentOnly, percentBasisPoints: 0 }, ['ZAR'])).toBe(
      'There is no service fee on your tickets.',
    );
  });

  it('writes basis points as a percentage', () => {
    expect([500, 350, 1250, 5].map(formatBasisPoints)).toEqual(['5%', '3.5%', '12.5%', '0.05%']);
  });
});
