import { randomBytes } from 'node:crypto';
import { cardFees } from './fees';
import { PaystackRefusal } from './http';
import { within, type Window } from './paging';

/** A transaction as the fake keeps it; transaction-data.ts gives Paystack's JSON shapes. */
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
  /** Paystack's fee, set when the charge succeeds (fees.ts). */
  fees: number | null;
  refunded: number;
  /** Where the buyer tried to pay from (Paystack's `ip_address`); null before any try. */
  buyerAddress: string | null;
};

/** A refund as the fake keeps it; refund-data.ts gives Paystack's JSON shapes. */
export type FakeRefund = {
  id: number;
  transaction: number;
  transactionReference: string;
  amount: number;
  currency: string;
  /** Paystack queues a refund (`pending`) and processes it later. */
  status: 'pending' | 'processed';
  createdAt: string;
  refundedAt: string | null;
};

type Initialise = { email?: unknown; amount?: unknown; currency?: unknown; reference?: unknown };

/** The fake's ledger: what Paystack would hold for one merchant, in memory. */
export class TransactionLedger {
  private readonly byReference = new Map<string, FakeTransaction>();
  private readonly byAccessCode = new Map<string, FakeTransaction>();
  private nextId = 1_000_001;
  private listed: { key: string; transactions: readonly FakeTransaction[] } | undefined;
  /** Every refund made, in order: what Paystack's `GET /refund` lists. */
  private readonly refunds: FakeRefund[] = [];

  /**
   * `queueRefunds`: refunds stay `pending`, and their transaction `success`, until
   * `processRefunds()`, as Paystack queues them; otherwise they are processed at once.
   */
  constructor(
    private readonly currencies: readonly string[],
    private readonly now: () => Date,
    private readonly queueRefunds = false,
  ) {}

  initialise(body: Initialise & { metadata?: unknown }): FakeTransaction {
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
      throw new PaystackRefusal('Duplicate Transaction Reference', 400, {
        meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
        type: 'validation_error',
        code: 'duplicate_reference',
      });
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
      createdAt: this.now().toISOString(),
      paidAt: null,
      fees: null,
      refunded: 0,
      buyerAddress: null,
    };
    this.byReference.set(reference, tx);
    this.byAccessCode.set(tx.accessCode, tx);
    this.listed = undefined;
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
   * The transactions created within `window`, newest first, as `GET /transaction` lists.
   * Kept until a transaction is added: paging a month of 50,000 asks for the same list
   * hundreds of times.
   */
  list(window: Window): readonly FakeTransaction[] {
    const key = `${window.from} ${window.to}`;
    if (this.listed?.key !== key) {
      const found = [...this.byReference.values()].filter((tx) => within(window, tx.createdAt));
      this.listed = { key, transactions: found.reverse() };
    }
    return this.listed.transactions;
  }

  /**
   * The buyer pays with the test card from `buyerAddress`; paying twice changes nothing.
   * After a decline the buyer may try again on the same transaction, as in Paystack's popup.
   */
  pay(tx: FakeTransaction, buyerAddress: string): boolean {
    if (tx.status !== 'abandoned' && tx.status !== 'failed') return false;
    tx.buyerAddress = buyerAddress;
    tx.status = 'success';
    tx.paidAt = this.now().toISOString();
    tx.fees = cardFees(tx.amount);
    return true;
  }

  decline(tx: FakeTransaction, buyerAddress: string): boolean {
    if (tx.status !== 'abandoned' && tx.status !== 'failed') return false;
    tx.buyerAddress = buyerAddress;
    tx.status = 'failed';
    return true;
  }

  refund(reference: string, amount: unknown): { tx: FakeTransaction; refund: FakeRefund } {
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
    const refund: FakeRefund = {
      id: this.refunds.length + 1,
      transaction: tx.id,
      transactionReference: tx.reference,
      amount: refundAmount,
      currency: tx.currency,
      status: 'pending',
      createdAt: this.now().toISOString(),
      refundedAt: null,
    };
    this.refunds.push(refund);
    // Paystack's answer says `pending` even when the refund is processed straight after.
    const answered = { ...refund };
    if (!this.queueRefunds) this.processRefunds();
    return { tx, refund: answered };
  }

  /** Processes every queued refund: a transaction refunded in full becomes `reversed`. */
  processRefunds(): void {
    for (const refund of this.refunds) {
      if (refund.status !== 'pending') continue;
      refund.status = 'processed';
      refund.refundedAt = this.now().toISOString();
      const tx = this.find(refund.transactionReference);
      if (tx.refunded === tx.amount) tx.status = 'reversed';
    }
  }

  /**
   * The refunds made within `window`, newest first: of one transaction (by reference or id,
   * as Paystack's `transaction` filter takes either) or all.
   */
  listRefunds(window: Window, transaction?: string): FakeRefund[] {
    return this.refunds
      .filter(
        (refund) =>
          !transaction ||
          refund.transactionReference === transaction ||
          String(refund.transaction) === transaction,
      )
      .filter((refund) => within(window, refund.createdAt))
      .reverse();
  }
}
