import { randomBytes } from 'node:crypto';

/** A transaction as the fake keeps it; `toPaystackData` gives Paystack's JSON shape. */
export type FakeTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  metadata: unknown;
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  createdAt: string;
  paidAt: string | null;
  refunded: number;
};

/** A refund as Paystack lists it. */
export type FakeRefund = {
  id: number;
  transaction: number;
  reference: string;
  amount: number;
  currency: string;
  /** Paystack queues a refund (`pending`) and processes it later. */
  status: 'pending' | 'processed';
  refunded_at: string | null;
};

/** Refusals in Paystack's words, answered as `{ status: false, message }`. */
export class PaystackRefusal extends Error {
  constructor(
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

const gatewayResponses: Record<FakeTransaction['status'], string> = {
  abandoned: 'The transaction was not completed',
  success: 'Successful',
  failed: 'Declined',
  reversed: 'Successful',
};

export function toPaystackData(tx: FakeTransaction) {
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response: gatewayResponses[tx.status],
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: 'card',
    currency: tx.currency,
    metadata: tx.metadata,
    customer: { email: tx.email },
  };
}

type Initialise = { email: unknown; amount: unknown; currency: unknown; reference: unknown };

/** The fake's ledger: what Paystack would hold for one merchant, in memory. */
export class TransactionLedger {
  private readonly byReference = new Map<string, FakeTransaction>();
  private readonly byAccessCode = new Map<string, FakeTransaction>();
  private nextId = 1_000_001;
  /** Every refund made, in order: what Paystack's `GET /refund` lists. */
  private readonly refunds: FakeRefund[] = [];

  /**
   * `queueRefunds`: refunds stay `pending`, and their transaction `success`, until
   * `processRefunds()`, as Paystack queues them; otherwise they are processed at once.
   */
  constructor(
    private readonly currencies: readonly string[],
    private readonly queueRefunds = false,
  ) {}

  initialise(body: Initialise & { metadata?: unknown }, now: Date): FakeTransaction {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new PaystackRefusal('Invalid Email Address Passed');
    // Paystack takes the amount in subunits, as a number or a numeric string.
    const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      throw new PaystackRefusal('Invalid Amount Sent');
    }
    const currency = typeof body.currency === 'string' ? body.currency : this.currencies[0]!;
    if (!this.currencies.includes(currency)) {
      throw new PaystackRefusal('Currency not supported by merchant');
    }
    const reference =
      typeof body.reference === 'string' && body.reference !== ''
        ? body.reference
        : randomBytes(8).toString('hex');
    if (!/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) {
      throw new PaystackRefusal('Invalid transaction reference');
    }
    if (this.byReference.has(reference)) {
      throw new PaystackRefusal('Duplicate Transaction Reference');
    }
    const tx: FakeTransaction = {
      id: this.nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      email,
      amount,
      currency,
      metadata: body.metadata ?? null,
      status: 'abandoned',
      createdAt: now.toISOString(),
      paidAt: null,
      refunded: 0,
    };
    this.byReference.set(reference, tx);
    this.byAccessCode.set(tx.accessCode, tx);
    return tx;
  }

  find(reference: string): FakeTransaction {
    const tx = this.byReference.get(reference);
    if (!tx) throw new PaystackRefusal('Transaction reference not found');
    return tx;
  }

  byCode(accessCode: string): FakeTransaction | undefined {
    return this.byAccessCode.get(accessCode);
  }

  /**
   * The buyer pays with the test card; paying twice changes nothing. After a decline the
   * buyer may try again on the same transaction, as in Paystack's popup.
   */
  pay(tx: FakeTransaction, now: Date): boolean {
    if (tx.status !== 'abandoned' && tx.status !== 'failed') return false;
    tx.status = 'success';
    tx.paidAt = now.toISOString();
    return true;
  }

  decline(tx: FakeTransaction): boolean {
    if (tx.status !== 'abandoned' && tx.status !== 'failed') return false;
    tx.status = 'failed';
    return true;
  }

  refund(reference: string, amount: unknown): { tx: FakeTransaction; amount: number } {
    const tx = this.find(reference);
    if (tx.status !== 'success') {
      throw new PaystackRefusal('Transaction has been fully reversed or was not successful');
    }
    const remaining = tx.amount - tx.refunded;
    const refundAmount = amount === undefined ? remaining : Number(amount);
    if (!Number.isInteger(refundAmount) || refundAmount <= 0 || refundAmount > remaining) {
      throw new PaystackRefusal('Refund amount cannot be more than the transaction amount');
    }
    tx.refunded += refundAmount;
    this.refunds.push({
      id: this.refunds.length + 1,
      transaction: tx.id,
      reference: tx.reference,
      amount: refundAmount,
      currency: tx.currency,
      status: 'pending',
      refunded_at: null,
    });
    if (!this.queueRefunds) this.processRefunds();
    return { tx, amount: refundAmount };
  }

  /** Processes every queued refund: a transaction refunded in full becomes `reversed`. */
  processRefunds(): void {
    for (const refund of this.refunds) {
      if (refund.status !== 'pending') continue;
      refund.status = 'processed';
      refund.refunded_at = new Date().toISOString();
      const tx = this.find(refund.reference);
      if (tx.refunded === tx.amount) tx.status = 'reversed';
    }
  }

  /** The refunds made, of one transaction (by reference or id) or all. */
  listRefunds(transaction?: string): FakeRefund[] {
    if (!transaction) return [...this.refunds];
    return this.refunds.filter(
      (refund) => refund.reference === transaction || String(refund.transaction) === transaction,
    );
  }
}
