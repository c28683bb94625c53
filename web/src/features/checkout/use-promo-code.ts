import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-error';
import { checkPromoCode } from './api/checkout-api';

export type AppliedPromo = Awaited<ReturnType<typeof checkPromoCode>>;

/**
 * The promo code on the buy panel: what is typed, the code applied (its terms, checked with
 * the server) and the error to show next to the field. A link's `?code=` is filled in and
 * applied when the panel opens.
 */
export function usePromoCode(eventId: string) {
  // The `?code=` the buyer's link carried, if any: read once, when the panel opens.
  const [searchParams] = useSearchParams();
  const [linked] = useState(() => searchParams.get('code')?.trim() ?? '');
  const [text, setText] = useState(linked);
  const [applied, setApplied] = useState<AppliedPromo | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A link's code is being checked from the first render.
  const [checking, setChecking] = useState(linked !== '');
  const latest = useRef(0);

  /** Asks the server about `code`; only the latest question's answer is kept. */
  const check = useCallback(
    async (code: string, ask: number) => {
      try {
        const answer = await checkPromoCode(eventId, code);
        if (ask === latest.current) setApplied(answer);
      } catch (failure) {
        if (ask !== latest.current) return;
        setError(
          isApiError(failure)
            ? (failure.fields.promoCode ?? failure.fields.code ?? failure.message)
            : 'We could not check this code: please try again',
        );
      } finally {
        if (ask === latest.current) setChecking(false);
      }
    },
    [eventId],
  );

  const apply = (code: string) => {
    const trimmed = code.trim();
    setApplied(null);
    setError(null);
    if (!trimmed) return;
    setChecking(true);
    void check(trimmed, ++latest.current);
  };

  useEffect(() => {
    if (linked) void check(linked, ++latest.current);
  }, [check, linked]);

  return {
    text,
    applied,
    error,
    checking,
    change: (value: string) => {
      setText(value);
      setError(null);
      // A code edited after it was applied is no longer the one applied.
      if (applied && value.trim().toUpperCase() !== applied.check.code) setApplied(null);
    },
    apply: () => apply(text),
    /** The checkout refused the code (used up meanwhile, expired): shown by the field. */
    refused: (message: string) => {
      setApplied(null);
      setError(message);
    },
  };
}
