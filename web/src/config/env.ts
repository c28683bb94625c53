import { z } from 'zod';

/** Empty strings count as unset: `.env` files write `KEY=` for "no value". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const requiredText = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`);

const envSchema = z.object({
  VITE_APP_TITLE: optionalText.transform((value) => value ?? 'Ticketing Paradise'),
  VITE_APP_DOMAIN: optionalText,
  VITE_COMING_SOON: optionalText.transform((value) => value === 'true'),
  VITE_FIREBASE_API_KEY: requiredText('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: requiredText('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_PROJECT_ID: requiredText('VITE_FIREBASE_PROJECT_ID'),
  VITE_AUTH_EMULATOR_URL: optionalText.pipe(z.url().optional()),
  // No trailing slash, so paths like `/api/events` can be appended as they are.
  VITE_API_BASE: optionalText.transform((value) => (value ?? '').replace(/\/+$/, '')),
  VITE_GOOGLE_MAPS_API_KEY: optionalText,
  /** `sandbox` on the local stack (the fake Paystack's checkout page); Paystack's popup otherwise. */
  VITE_PAYMENT_POPUP: optionalText.pipe(z.enum(['paystack', 'sandbox']).optional()),
});

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

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    // Fail loudly at start-up: a build without its Firebase settings cannot work at all.
    throw new Error(`Invalid web configuration: ${z.prettifyError(result.error)}`);
  }
  const values = result.data;
  return {
    appTitle: values.VITE_APP_TITLE,
    appDomain: values.VITE_APP_DOMAIN,
    isComingSoon: values.VITE_COMING_SOON,
    firebase: {
      apiKey: values.VITE_FIREBASE_API_KEY,
      authDomain: values.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: values.VITE_FIREBASE_PROJECT_ID,
    },
    authEmulatorUrl: values.VITE_AUTH_EMULATOR_URL,
    apiBase: values.VITE_API_BASE,
    googleMapsApiKey: values.VITE_GOOGLE_MAPS_API_KEY,
    paymentPopup: values.VITE_PAYMENT_POPUP ?? 'paystack',
  };
}

export const env = parseEnv(import.meta.env);
