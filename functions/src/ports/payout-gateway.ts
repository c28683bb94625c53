import { PaymentGatewayError, type GatewayPayment } from './payment-gateway';

/** Paystack's recipient types: Nigerian NUBAN, South African BASA, Ghana, mobile money, Kenya. */
export type BankAccountType = 'nuban' | 'basa' | 'ghipss' | 'mobile_money' | 'kepss';

export type Bank = {
  name: string;
  /** What the other calls take as `bankCode`. */
  code: string;
  country: string;
  /** ISO 4217. */
  currency: string;
  /** The recipient type an account at this bank is created with. */
  type: string;
};

export type AccountQuery = { accountNumber: string; bankCode: string };

export type ResolvedAccount = { accountNumber: string; accountName: string };

export type RecipientRequest = {
  type: BankAccountType;
  /** The account holder's name, as the bank has it. */
  name: string;
  accountNumber: string;
  bankCode: string;
  /** ISO 4217. */
  currency: string;
};

/**
 * A payee the gateway can pay. We keep the code, the bank's name and the account's last four
 * digits: enough to show the organiser where the money goes, without the full number.
 */
export type TransferRecipient = {
  recipientCode: string;
  name: string;
  bankName: string;
  bankCode: string;
  accountLast4: string;
  currency: string;
};

export type TransferRequest = {
  /** Integer minor units. */
  amount: number;
  currency: string;
  recipientCode: string;
  /**
   * Our payout id, and the gateway's idempotency key: 16 or more lowercase letters, digits,
   * `-` and `_` (Paystack refuses others).
   */
  reference: string;
  /** The narration the organiser's bank statement shows. */
  reason: string;
};

/**
 * Where a transfer stands. `pending` covers every state that may still move money (queued,
 * otp, received, and any status we do not know); `failed` every conclusive state that moved
 * none (failed, abandoned, blocked, rejected); `reversed` was sent, then came back.
 */
export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';

export type Transfer = {
  reference: string;
  /** The gateway's own id for it (Paystack's `transfer_code`). */
  transferCode: string;
  status: TransferStatus;
  /** The gateway's word for the status, for logs and support. */
  gatewayStatus: string;
  amount: number;
  currency: string;
  recipientCode: string;
  createdAt: string;
  transferredAt?: string;
  /** What the gateway charged for the transfer, in minor units, when it says. */
  fee?: number;
};

/** A period of the gateway's records, both ends included. */
export type Period = { from: Date; to: Date };

/** A payment as the gateway's statement lists it. */
export type GatewayTransaction = GatewayPayment & { createdAt: string };

/** A refund as the gateway's statement lists it. */
export type GatewayRefund = {
  /** The refunded payment's reference. */
  transactionReference: string;
  amount: number;
  currency: string;
  /** The gateway's own word: pending, processing, processed, failed, ... */
  status: string;
  createdAt: string;
  refundedAt?: string;
};

/**
 * Paying organisers out of the platform's gateway balance (Paystack Transfers), and the
 * gateway's statements for reconciling the ledger. Every list returns the whole period: the
 * adapter pages until the gateway has no more.
 */
export type PayoutGateway = {
  listBanks(currency: string): Promise<Bank[]>;
  /** Throws `AccountNotResolvedError` when the bank knows no such account. */
  resolveAccount(query: AccountQuery): Promise<ResolvedAccount>;
  /** The same account twice gives the same recipient back. */
  createTransferRecipient(request: RecipientRequest): Promise<TransferRecipient>;
  /**
   * Sends money once per reference, however often it is called: a reference the gateway has
   * seen answers with that transfer, so a caller unsure whether a call went through simply
   * calls again. A failed or reversed transfer keeps its reference; paying again needs a new
   * one. Throws `TransferReferenceConflictError` when the reference names a different transfer.
   */
  initiateTransfer(request: TransferRequest): Promise<Transfer>;
  /** Throws `TransferNotFoundError` for a reference the gateway never saw. */
  verifyTransfer(reference: string): Promise<Transfer>;
  listTransactions(period: Period): Promise<GatewayTransaction[]>;
  listTransfers(period: Period): Promise<Transfer[]>;
  listRefunds(period: Period): Promise<GatewayRefund[]>;
};

/** The bank could not match the account number: the organiser should check it. */
export class AccountNotResolvedError extends PaymentGatewayError {
  constructor(
    readonly accountNumber: string,
    readonly bankCode: string,
    gatewayMessage: string,
    httpStatus?: number,
  ) {
    super(gatewayMessage, httpStatus);
    this.name = 'AccountNotResolvedError';
  }
}

export class TransferNotFoundError extends PaymentGatewayError {
  constructor(readonly reference: string) {
    super(`The payment gateway knows no transfer ${reference}`, 404);
    this.name = 'TransferNotFoundError';
  }
}

/** A reference already used for another amount, currency or recipient: a bug, never retried. */
export class TransferReferenceConflictError extends PaymentGatewayError {
  constructor(
    readonly reference: string,
    readonly existing: Transfer,
  ) {
    super(`The transfer reference ${reference} was already used for a different transfer`, 409);
    this.name = 'TransferReferenceConflictError';
  }
}
