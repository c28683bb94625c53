import { randomBytes } from 'node:crypto';
import { knownAccounts, type TransferOutcome } from './banks';
import { PaystackRefusal } from './http';
import { within, type Window } from './paging';
import { toPaystackRecipient, type RecipientBook, type FakeRecipient } from './recipients';

export type FakeTransfer = {
  id: number;
  code: string;
  reference: string;
  amount: number;
  currency: string;
  reason: string;
  recipient: FakeRecipient;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  /** Where it is headed; a `pending` plan holds it until settled by hand. */
  plan: TransferOutcome;
  createdAt: string;
  updatedAt: string;
  transferredAt: string | null;
};

/** Paystack's rule for transfer references (its OpenAPI `TransferBase.reference`). */
const referencePattern = /^[a-z0-9_-]{16,}$/;

/** The merchant's transfers from its balance (`POST /transfer`). */
export class TransferBook {
  private readonly byReference = new Map<string, FakeTransfer>();
  /** Outcomes asked for before their transfer exists (the control endpoint). */
  private readonly plans = new Map<string, TransferOutcome>();
  private nextId = 860_000_001;

  constructor(
    private readonly recipients: RecipientBook,
    private readonly now: () => Date,
    private readonly defaultOutcome: TransferOutcome,
  ) {}

  initiate(body: Record<string, unknown>): FakeTransfer {
    if (body.source !== 'balance') throw new PaystackRefusal('Invalid transfer source');
    const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      throw new PaystackRefusal('Invalid amount');
    }
    const recipient = this.recipients.byCode(String(body.recipient ?? ''));
    if (!recipient) {
      throw new PaystackRefusal('Recipient specified is invalid', 400, {
        meta: {
          nextStep:
            'Provide a valid recipient. Ensure you are passing the recipient code in the recipient param',
        },
        type: 'validation_error',
        code: 'invalid_transfer_recipient',
      });
    }
    const currency = typeof body.currency === 'string' ? body.currency : recipient.currency;
    if (currency !== recipient.currency) {
      throw new PaystackRefusal('Transfer currency does not match the recipient currency');
    }
    const reference =
      typeof body.reference === 'string' ? body.reference : randomBytes(12).toString('hex');
    if (!referencePattern.test(reference)) {
      throw new PaystackRefusal('Transfer reference contains illegal characters', 400, {
        meta: { nextStep: 'Use 16 or more lowercase letters, digits, - and _' },
        type: 'validation_error',
        code: 'invalid_params',
      });
    }
    if (this.byReference.has(reference)) {
      // Paystack's Transfers errors: "This reference has already been used on a prior
      // transfer"; "Create a new reference for the new transfer".
      throw new PaystackRefusal('Duplicate Transfer Reference', 400, {
        meta: { nextStep: 'Create a new reference for the new transfer' },
        type: 'validation_error',
        code: 'duplicate_reference',
      });
    }
    const at = this.now().toISOString();
    const transfer: FakeTransfer = {
      id: this.nextId++,
      code: `TRF_${randomBytes(8).toString('hex')}`,
      reference,
      amount,
      currency,
      reason: typeof body.reason === 'string' ? body.reason : '',
      recipient,
      status: 'pending',
      plan:
        this.plans.get(reference) ??
        knownAccounts.get(recipient.accountNumber)?.outcome ??
        this.defaultOutcome,
      createdAt: at,
      updatedAt: at,
      transferredAt: null,
    };
    this.plans.delete(reference);
    this.byReference.set(reference, transfer);
    return transfer;
  }

  find(reference: string): FakeTransfer {
    const transfer = this.byReference.get(reference);
    if (!transfer) throw new PaystackRefusal('Transfer not found', 404);
    return transfer;
  }

  /** The transfers created within `window`, newest first, as `GET /transfer` lists. */
  list(window: Window): FakeTransfer[] {
    return [...this.byReference.values()].filter((t) => within(window, t.createdAt)).reverse();
  }

  /**
   * Steers the transfer with `reference` to `outcome`: kept for later when it does not exist
   * yet. Answers the transfer when it exists, so the caller can settle it.
   */
  steer(reference: string, outcome: TransferOutcome): FakeTransfer | undefined {
    const transfer = this.byReference.get(reference);
    if (!transfer) {
      this.plans.set(reference, outcome);
      return undefined;
    }
    const allowed =
      transfer.status === 'pending' || (transfer.status === 'success' && outcome === 'reversed');
    if (!allowed) throw new PaystackRefusal(`Transfer is already ${transfer.status}`, 409);
    transfer.plan = outcome;
    return transfer;
  }

  /** Moves the transfer to its plan; true when that changed its status. */
  settle(transfer: FakeTransfer): boolean {
    const { plan, status } = transfer;
    const moves =
      (status === 'pending' && plan !== 'pending') || (status === 'success' && plan === 'reversed');
    if (!moves) return false;
    const at = this.now().toISOString();
    transfer.status = plan;
    transfer.updatedAt = at;
    if (plan === 'success') transfer.transferredAt = at;
    return true;
  }
}

const gatewayResponses: Record<FakeTransfer['status'], string | null> = {
  pending: null,
  success: 'Approved',
  failed: 'Transfer failed at the receiving bank',
  reversed: 'Transfer reversed by the receiving bank',
};

/** A transfer as `GET /transfer/verify/:reference`, `GET /transfer` and the webhooks carry it. */
export function toPaystackTransfer(transfer: FakeTransfer) {
  return {
    id: transfer.id,
    domain: 'test',
    integration: 1,
    amount: transfer.amount,
    currency: transfer.currency,
    source: 'balance',
    source_details: null,
    reason: transfer.reason,
    reference: transfer.reference,
    status: transfer.status,
    failures: null,
    transfer_code: transfer.code,
    titan_code: null,
    transferred_at: transfer.transferredAt,
    request: transfer.id,
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
    recipient: toPaystackRecipient(transfer.recipient),
    session: { provider: null, id: null },
    // The fake charges nothing for a transfer: Paystack's transfer pricing varies by country.
    fee_charged: 0,
    fees_breakdown: null,
    gateway_response: gatewayResponses[transfer.status],
  };
}

/** The answer to `POST /transfer` (TransferCreateResponse): the recipient by id. */
export function toCreatedTransfer(transfer: FakeTransfer) {
  return {
    transfersessionid: [],
    transfertrials: [],
    domain: 'test',
    amount: transfer.amount,
    currency: transfer.currency,
    reference: transfer.reference,
    source: 'balance',
    source_details: null,
    reason: transfer.reason,
    status: transfer.status,
    failures: null,
    transfer_code: transfer.code,
    titan_code: null,
    transferred_at: transfer.transferredAt,
    id: transfer.id,
    integration: 1,
    request: transfer.id,
    recipient: transfer.recipient.id,
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
  };
}
