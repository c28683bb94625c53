import { describe, expect, it } from 'vitest';
import type { PromoCodeView } from '@contract/promo-codes';
import {
  createPromoCodeRequestOf,
  draftOfPromoCode,
  emptyPromoCodeDraft,
  updatePromoCodeRequestOf,
} from './promo-code-draft';

const terms = { currency: 'ZAR' as const, timeZone: 'Africa/Johannesburg' };

describe('promo code drafts', () => {
  it('sends an amount in minor units and empty limits and window as none', () => {
    const draft = { ...emptyPromoCodeDraft, code: 'FIFTY', kind: 'amount' as const, value: 50.5 };
    expect(createPromoCodeRequestOf(draft, terms)).toEqual({
      code: 'FIFTY',
      discount: { kind: 'amount', amount: 5050, currency: 'ZAR', per: 'ticket' },
      typeIds: [],
      maxUses: null,
      maxUsesPerBuyer: null,
      validFrom: null,
      validUntil: null,
    });
  });

  it('sends a time it cannot read (a browser without a date picker) as typed, so the server names the field', () => {
    const draft = { ...emptyPromoCodeDraft, validUntil: '1 Dec 2026 10am' };
    expect(createPromoCodeRequestOf(draft, terms).validUntil).toBe('1 Dec 2026 10am');
  });

  it('edits a code from its terms and gives them back unchanged when nothing was touched', () => {
    const code: PromoCodeView = {
      code: 'FIFTY',
      discount: { kind: 'amount', amount: 5050, currency: 'USD', per: 'order' },
      typeIds: ['type-1'],
      maxUses: null,
      maxUsesPerBuyer: 1,
      validFrom: '2026-12-01T08:00:00.000Z',
      validUntil: null,
      active: true,
      used: 0,
      paidOrders: 0,
      revenue: {},
      discounted: {},
    };
    const draft = draftOfPromoCode(code, terms.timeZone);
    expect(draft).toMatchObject({ value: 50.5, validFrom: '2026-12-01T10:00', validUntil: '' });
    expect(updatePromoCodeRequestOf(draft, { ...terms, currency: 'USD' as const })).toEqual({
      discount: code.discount,
      maxUses: null,
      validFrom: code.validFrom,
      validUntil: null,
    });
  });
});
