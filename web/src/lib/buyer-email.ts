import { useState } from 'react';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a trimmed address has an email's shape; the server checks it for real. */
export function looksLikeEmail(address: string): boolean {
  return emailPattern.test(address);
}

/** A buyer's email as typed, and the problem shown under it until they type again. */
export function useBuyerEmail() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    email,
    error,
    setError,
    change: (typed: string) => {
      setEmail(typed);
      setError(null);
    },
  };
}
