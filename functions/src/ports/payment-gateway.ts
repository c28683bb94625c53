export type PaymentInitialisation = {
  email: string;
  /** Integer minor units. */
  amount: number;
  /** ISO 4217. */
  currency: string;
  reference: string;
  metadata?: Record<string, string | number>;
};

export type InitialisedPayment = {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
};

/**
 * Where a transaction stands. `pending` covers every not-yet-final state of the gateway
 * (ongoing, queued, processing); `abandoned` is an initialised payment nobody paid (yet);
 * `reversed` was paid, then refunded.
 */
export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'reversed' | 'pending';

/** A payment as the gateway reports it, verified one by one or listed in its statement. */
export type GatewayPayment = {
  reference: string;
  status: PaymentStatus;
  /** Integer minor units actually charged. */
  amount: number;
  /** ISO 4217, as the gateway reports it: compare it with the order's, never assume it. */
  currency: string;
  paidAt?: string;
  /**
   * The gateway's own fee for the charge, in minor units (Paystack's `fees`), when it says:
   * never before the payment succeeds.
   */
  fees?: number;
};

export type VerifiedPayment = GatewayPayment & { email?: string };

export type Refund = { reference: string; amount: number; currency: string; status: string };

/** Card payments (Paystack; a local fake of its HTTP API on the local stack). */
export type PaymentGateway = {
  initialise(request: PaymentInitialisation): Promise<InitialisedPayment>;
  /** Throws `PaymentNotFoundError` for a reference the gateway never saw. */
  verify(reference: string): Promise<VerifiedPayment>;
  /** Refunds a successful payment in full, or `amount` minor units of it. */
  refund(reference: string, amount?: number): Promise<Refund>;
  /**
   * The refunds asked of a payment, as the gateway lists them. Paystack queues a refund
   * (`pending`, `processing`) before it is `processed`; the payment reads `reversed` only then.
   */
  refundsOf(reference: string): Promise<Refund[]>;
  /** True when `signature` is the HMAC-SHA512 of the raw body with the secret key. */
  isSignatureValid(rawBody: Buffer, signature: string): boolean;
};

/** The gateway refused a call, or could not be reached; `message` is the gateway's own. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export class PaymentNotFoundError extends PaymentGatewayError {
  constructor(readonly reference: string) {
    super(`The payment gateway knows no transaction ${reference}`, 404);
    this.name = 'PaymentNotFoundError';
  }
}
