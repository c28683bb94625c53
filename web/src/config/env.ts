// zod/mini: this runs on every page before anything else (the full zod is much larger).
import * as z from 'zod/mini';

/** Empty strings count as unset: `.env` files write `KEY=` for "no value". */
const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value?.trim() || undefined),
);

const requiredText = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .check(z.trim(), z.minLength(1, `${name} is required`));

const readText = <T>(read: (value: string | undefined) => T) =>
  z.pipe(optionalText, z.transform(read));

const envSchema = z.object({
  VITE_APP_TITLE: readText((value) => value ?? 'Ticketing Paradise'),
  VITE_APP_DOMAIN: optionalText,
  VITE_COMING_SOON: readText((value) => value === 'true'),
  VITE_FIREBASE_API_KEY: requiredText('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: requiredText('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_PROJECT_ID: requiredText('VITE_FIREBASE_PROJECT_ID'),
  VITE_AUTH_EMULATOR_URL: z.pipe(optionalText, z.optional(z.url())),
  // No trailing slash, so paths like `/api/events` can be appended as they are.
  VITE_API_BASE: readText((value) => (value ?? '').replace(/\/+$/, '')),
  VITE_GOOGLE_MAPS_API_KEY: optionalText,
  /** `sandbox` on the local stack (the fake Paystack's checkout page); Paystack's popup otherwise. */
  VITE_PAYMENT_POPUP: z.pipe(optionalText, z.optional(z.enum(['paystack', 'sandbox']))),
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
