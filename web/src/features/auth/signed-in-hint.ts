/**
 * Whether a registered user was signed in in this browser, so a page that does not need the
 * session (the public event page) can still load it, later, for them alone. Only a hint: the
 * session itself is Firebase's.
 */
const key = 'signedIn';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage may be off (private modes): the hint is only an optimisation.
  }
}
