import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-error';
import { checkAccessCode } from './api/access-code-api';

export type UnlockedTypes = Awaited<ReturnType<typeof checkAccessCode>>;

/**
 * The access code on the buy panel: what is typed, the hidden types it unlocked (checked with
 * the server) and the error to show next to the field. A link's `?access=` is checked when
 * the panel opens, so its types show at once.
 */
export function useAccessCode(eventId: string) {
  // The `?access=` the buyer's link carried, if any: read once, when the panel opens.
  const [searchParams] = useSearchParams();
  const [linked] = useState(() => searchParams.get('access')?.trim() ?? '');
  const [text, setText] = useState(linked);
  const [unlocked, setUnlocked] = useState<UnlockedTypes | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A link's code is being checked from the first render.
  const [checking, setChecking] = useState(linked !== '');
  const latest = useRef(0);

  /** Asks the server about `code`; only the latest question's answer is kept. */
  const check = useCallback(
    async (code: string, ask: number) => {
      try {
        const answer = await checkAccessCode(eventId, code);
        if (ask === latest.current) setUnlocked(answer);
      } catch (failure) {
        if (ask !== latest.current) return;
        setError(
          isApiError(failure)
            ? (failure.fields.accessCode ?? failure.fields.code ?? failure.message)
            : 'We could not check this code: please try again',
        );
      } finally {
        if (ask === latest.current) setChecking(false);
      }
    },
    [eventId],
  );

  useEffect(() => {
    if (linked) void check(linked, ++latest.current);
  }, [check, linked]);

  return {
    text,
    unlocked,
    error,
    checking,
    /** The code came in the page's link. */
    linked: linked !== '',
    change: (value: string) => {
      setText(value);
      setError(null);
    },
    apply: () => {
      const trimmed = text.trim();
      setError(null);
      if (!trimmed) return;
      setChecking(true);
      void check(trimmed, ++latest.current);
    },
    /** The checkout refused the code (the organiser changed it meanwhile): said by the field. */
    refused: (message: string) => {
      setUnlocked(null);
      setError(message);
    },
  };
}

export type AccessCodeState = ReturnType<typeof useAccessCode>;
