/**
 * Paystack's answers about banks, recipients and transfers, written from its published
 * OpenAPI description (PaystackOSS/openapi, dist/paystack.yaml) in the way of
 * paystack-schemas.ts: the fields we read and those that identify the record, as documented.
 */
import { z } from 'zod';
import type { Transfer, TransferStatus } from '../ports/payout-gateway';

/** Each item of `GET /bank` (MiscellaneousListBanksResponseArray). */
export const bankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  active: z.boolean(),
  is_deleted: z.boolean().nullable(),
  supports_transfer: z.boolean(),
  country: z.string(),
  currency: z.string(),
  type: z.string(),
});

/** `GET /bank/resolve` (VerificationResolveAccountNumberResponse). */
export const resolvedAccountSchema = z.object({
  account_number: z.string(),
  account_name: z.string(),
});

const recipientDetails = z.object({
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  bank_code: z.string(),
  bank_name: z.string(),
});

/** `POST /transferrecipient` (TransferRecipientCreateResponse). */
export const recipientSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  name: z.string(),
  recipient_code: z.string(),
  type: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  details: recipientDetails,
});

const transferFields = {
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  status: z.string(),
  transfer_code: z.string(),
  transferred_at: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** `POST /transfer` (TransferCreateResponse): the recipient by its internal id only. */
export const createdTransferSchema = z.object({
  ...transferFields,
  source: z.string(),
  reason: z.string(),
  recipient: z.number().int(),
});

const transferRecipient = z.object({ recipient_code: z.string(), details: recipientDetails });

/** `GET /transfer/verify/:reference` (TransferVerifyResponse); `fee_charged` as in its example. */
export const verifiedTransferSchema = z.object({
  ...transferFields,
  recipient: transferRecipient,
  fee_charged: z.number().int().optional(),
});

/** Each item of `GET /transfer` (TransferListResponseArray). */
export const listedTransferSchema = z.object({
  ...transferFields,
  recipient: transferRecipient,
  fee_charged: z.number().int(),
});

/**
 * Paystack's statuses (How Transfers Work): `pending`, `otp` and `received` are not
 * conclusive; `abandoned`, `blocked` and `rejected` are, and moved no money. A status we do not
 * know reads `pending`: calling it failed could pay the organiser twice.
 */
const transferStatuses: Record<string, TransferStatus> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'failed',
  blocked: 'failed',
  rejected: 'failed',
  reversed: 'reversed',
};

export function transferStatusOf(status: string): TransferStatus {
  return transferStatuses[status] ?? 'pending';
}

type TransferFields = z.infer<z.ZodObject<typeof transferFields>>;

function transferOf(transfer: TransferFields, recipientCode: string, fee?: number): Transfer {
  return {
    reference: transfer.reference,
    transferCode: transfer.transfer_code,
    status: transferStatusOf(transfer.status),
    gatewayStatus: transfer.status,
    amount: transfer.amount,
    currency: transfer.currency,
    recipientCode,
    createdAt: transfer.createdAt,
    ...(transfer.transferred_at ? { transferredAt: transfer.transferred_at } : {}),
    ...(fee === undefined ? {} : { fee }),
  };
}

/** A verified or listed transfer: both carry the recipient's code. */
export function toTransfer(transfer: z.infer<typeof verifiedTransferSchema>): Transfer {
  return transferOf(transfer, transfer.recipient.recipient_code, transfer.fee_charged);
}

/** The answer to a new transfer names the recipient by id: the request names it by code. */
export function toCreatedTransfer(
  transfer: z.infer<typeof createdTransferSchema>,
  recipientCode: string,
): Transfer {
  return transferOf(transfer, recipientCode);
}
