/*
 * Checked by hand rather than with zod: this runs on every page before anything else, and
 * the public event page downloads no zod at all (see lib/api-client.ts `unchecked`).
 */

export type Env = {
  appTitle: string;
  appDomain: string | undefined;
  isComingSoon: boolean;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | undefined;
  apiBase: string;
  googleMapsApiKey: string | undefined;
  paymentPopup: 'paystack' | 'sandbox';
};

/** Empty strings count as unset: `.env` files write `KEY=` for "no value". */
function text(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`${name}: expected text`);
  return value.trim() || undefined;
}

export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];
  const required = (name: string) => {
    const value = text(source, name);
    if (!value) problems.push(`${name} is required`);
    return value ?? '';
  };
  const firebase = {
    apiKey: required('VITE_FIREBASE_API_KEY'),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: required('VITE_FIREBASE_PROJECT_ID'),
  };
  const authEmulatorUrl = text(source, 'VITE_AUTH_EMULATOR_URL');
  if (authEmulatorUrl !== undefined && !URL.canParse(authEmulatorUrl)) {
    problems.push('VITE_AUTH_EMULATOR_URL: Invalid URL');
  }
  const paymentPopup = text(source, 'VITE_PAYMENT_POPUP');
  if (paymentPopup !== undefined && paymentPopup !== 'paystack' && paymentPopup !== 'sandbox') {
    problems.push('VITE_PAYMENT_POPUP: expected "paystack" or "sandbox"');
  }
  if (problems.length > 0) {
    // Fail loudly at start-up: a build without its Firebase settings cannot work at all.
    throw new Error(`Invalid web configuration: ${problems.join('; ')}`);
  }
  return {
    appTitle: text(source, 'VITE_APP_TITLE') ?? 'Ticketing Paradise',
    appDomain: text(source, 'VITE_APP_DOMAIN'),
    isComingSoon: text(source, 'VITE_COMING_SOON') === 'true',
    firebase,
    authEmulatorUrl,
    // No trailing slash, so paths like `/api/events` can be appended as they are.
    apiBase: (text(source, 'VITE_API_BASE') ?? '').replace(/\/+$/, ''),
    googleMapsApiKey: text(source, 'VITE_GOOGLE_MAPS_API_KEY'),
    /** `sandbox` on the local stack (the fake Paystack's checkout page); Paystack's popup otherwise. */
    paymentPopup: (paymentPopup as Env['paymentPopup'] | undefined) ?? 'paystack',
  };
}

export const env = parseEnv(import.meta.env);
