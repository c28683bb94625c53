import type {
  CreatePromoCodeRequest,
  PromoCodeView,
  UpdatePromoCodeRequest,
} from '@contract/promo-codes';
import type { Currency } from '@contract/events';
import { isoToWallClock, wallClockToIso } from '@/lib/event-time';

type Kind = 'percent' | 'amount';
type Per = 'ticket' | 'order';
type Count = number | '';

/**
 * A promo code as its form holds it: the value in major units (15 for 15 %, 50 for 50.00),
 * empty limits for none, and the window as the venue's clock shows it (datetime-local).
 */
export type PromoCodeDraft = {
  code: string;
  kind: Kind;
  per: Per;
  value: Count;
  typeIds: string[];
  maxUses: Count;
  maxUsesPerBuyer: Count;
  validFrom: string;
  validUntil: string;
};

export const emptyPromoCodeDraft: PromoCodeDraft = {
  code: '',
  kind: 'percent',
  per: 'ticket',
  value: '',
  typeIds: [],
  maxUses: '',
  maxUsesPerBuyer: '',
  validFrom: '',
  validUntil: '',
};

/** An existing code as the edit form starts from it. */
export function draftOfPromoCode(code: PromoCodeView, timeZone: string): PromoCodeDraft {
  const { discount } = code;
  return {
    code: code.code,
    kind: discount.kind,
    per: discount.per,
    value: discount.kind === 'percent' ? discount.percent : discount.amount / 100,
    typeIds: code.typeIds,
    maxUses: code.maxUses ?? '',
    maxUsesPerBuyer: code.maxUsesPerBuyer ?? '',
    validFrom: isoToWallClock(code.validFrom, timeZone),
    validUntil: isoToWallClock(code.validUntil, timeZone),
  };
}

type Terms = { currency: Currency; timeZone: string };

const discountOf = (draft: PromoCodeDraft, currency: Currency) => {
  const value = typeof draft.value === 'number' ? draft.value : 0;
  return draft.kind === 'percent'
    ? { kind: draft.kind, percent: value, per: draft.per }
    : // The form takes major units (50.00); the API minor units.
      { kind: draft.kind, amount: Math.round(value * 100), currency, per: draft.per };
};

const limitOf = (count: Count) => (count === '' ? null : count);

/**
 * An unreadable wall clock is sent as typed, so the server's 400 names the field rather than
 * the form quietly dropping it.
 */
const instantOf = (wallClock: string, timeZone: string) =>
  wallClock ? (wallClockToIso(wallClock, timeZone) ?? wallClock) : null;

export function createPromoCodeRequestOf(
  draft: PromoCodeDraft,
  { currency, timeZone }: Terms,
): CreatePromoCodeRequest {
  return {
    code: draft.code,
    discount: discountOf(draft, currency),
    typeIds: draft.typeIds,
    maxUses: limitOf(draft.maxUses),
    maxUsesPerBuyer: limitOf(draft.maxUsesPerBuyer),
    validFrom: instantOf(draft.validFrom, timeZone),
    validUntil: instantOf(draft.validUntil, timeZone),
  };
}

/** What an edit may change (the code, its ticket types and per-buyer limit stay). */
export function updatePromoCodeRequestOf(
  draft: PromoCodeDraft,
  { currency, timeZone }: Terms,
): UpdatePromoCodeRequest {
  return {
    discount: discountOf(draft, currency),
    maxUses: limitOf(draft.maxUses),
    validFrom: instantOf(draft.validFrom, timeZone),
    validUntil: instantOf(draft.validUntil, timeZone),
  };
}
