import type { Currency } from '../contract/events';

export type PaymentInitialisation = {
  email: string;
  /** Integer minor units. */
  amount: number;
  currency: Currency;
  reference: string;
  metadata?: Record<string, string | number>;
};

export type InitialisedPayment = {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
};

export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending';

export type VerifiedPayment = {
  reference: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  paidAt?: string;
};

/** Card payments (Paystack; a local fake of its HTTP API in embedded mode). */
export type PaymentGateway = {
  initialise(request: PaymentInitialisation): Promise<InitialisedPayment>;
  verify(reference: string): Promise<VerifiedPayment>;
  /** True when `signature` is the HMAC-SHA512 of the raw body with the secret key. */
  isSignatureValid(rawBody: Buffer, signature: string): boolean;
};
