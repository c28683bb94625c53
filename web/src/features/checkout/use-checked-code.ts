import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useLinkQueryParam } from './link-query';

type CodeCheck<Answer> = {
  /** The link's query parameter that carries a code (`code`, `access`). */
  param: string;
  /** The field a refusal names (`promoCode`, `accessCode`). */
  field: string;
  check: (eventId: string, code: string) => Promise<Answer>;
};

/**
 * A code typed on the buy panel (a promo code, an access code) and what the server answered
 * about it: the text, the answer, the error to show next to the field and whether a question
 * is out. A link's code is filled in and checked when the panel opens. Only the latest
 * question's answer is kept, however the answers arrive.
 */
export function useCheckedCode<Answer>(
  eventId: string,
  { param, field, check }: CodeCheck<Answer>,
) {
  // The code the buyer's link carried, if any: read once, when the panel opens.
  const linkedParam = useLinkQueryParam(param);
  const [linked] = useState(linkedParam);
  const [text, setText] = useState(linked);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A link's code is being checked from the first render.
  const [checking, setChecking] = useState(linked !== '');
  const latest = useRef(0);

  const ask = useCallback(
    async (code: string, question: number) => {
      try {
        const answered = await check(eventId, code);
        if (question === latest.current) setAnswer(answered);
      } catch (failure) {
        if (question !== latest.current) return;
        setError(
          isApiError(failure)
            ? (failure.fields[field] ?? failure.fields.code ?? failure.message)
            : 'We could not check this code: please try again',
        );
      } finally {
        if (question === latest.current) setChecking(false);
      }
    },
    [eventId, check, field],
  );

  useEffect(() => {
    if (linked) void ask(linked, ++latest.current);
  }, [ask, linked]);

  return {
    text,
    setText,
    answer,
    setAnswer,
    error,
    setError,
    checking,
    /** The code came in the page's link. */
    linked: linked !== '',
    /** Asks the server about what is typed (nothing when it is blank). */
    checkTyped: () => {
      const trimmed = text.trim();
      setError(null);
      if (!trimmed) return;
      setChecking(true);
      void ask(trimmed, ++latest.current);
    },
  };
}
