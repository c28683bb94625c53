import { PaymentGatewayError } from '../ports/payment-gateway';
import {
  AccountNotResolvedError,
  TransferNotFoundError,
  TransferReferenceConflictError,
  type PayoutGateway,
  type Transfer,
  type TransferRequest,
} from '../ports/payout-gateway';
import {
  createPaystackHttp,
  isRefusal,
  parseAnswer,
  type PaystackHttp,
  type PaystackSettings,
} from './paystack-http';
import { allByCursor } from './paystack-paging';
import { createPaystackStatements } from './paystack-statements';
import {
  bankSchema,
  createdTransferSchema,
  recipientSchema,
  resolvedAccountSchema,
  toCreatedTransfer,
  toTransfer,
  verifiedTransferSchema,
} from './paystack-transfer-schemas';

/**
 * Paystack Transfers (https://paystack.com/docs/transfers/) behind the PayoutGateway port:
 * banks, account checks, recipients and transfers from the platform's Paystack balance, and
 * Paystack's statements for reconciliation.
 */
export function createPaystackPayouts(settings: PaystackSettings): PayoutGateway {
  const http = createPaystackHttp(settings);
  const verifyTransfer = (reference: string) => verifyTransferAt(http, reference);

  return {
    async listBanks(currency) {
      const banks = await allByCursor(http, '/bank', { currency }, bankSchema, 'bank list');
      return banks
        .filter((bank) => bank.active && bank.is_deleted !== true && bank.supports_transfer)
        .map(({ name, code, country, currency, type }) => ({
          name,
          code,
          country,
          currency,
          type,
        }));
    },

    async resolveAccount({ accountNumber, bankCode }) {
      try {
        const { data } = await http.get('/bank/resolve', {
          account_number: accountNumber,
          bank_code: bankCode,
        });
        const account = parseAnswer(resolvedAccountSchema, data, 'resolved account');
        return { accountNumber: account.account_number, accountName: account.account_name };
      } catch (error) {
        // Paystack refuses an account it cannot match with 422 (400 for a bad bank code): the
        // organiser's mistake to fix, where 5xx and timeouts are the gateway's own trouble.
        if (isRefusal(error)) {
          throw new AccountNotResolvedError(
            accountNumber,
            bankCode,
            error.message,
            error.httpStatus,
          );
        }
        throw error;
      }
    },

    async createTransferRecipient({ type, name, accountNumber, bankCode, currency }) {
      const { data } = await http.post('/transferrecipient', {
        type,
        name,
        account_number: accountNumber,
        bank_code: bankCode,
        currency,
      });
      const recipient = parseAnswer(recipientSchema, data, 'transfer recipient');
      const number = recipient.details.account_number ?? accountNumber;
      return {
        recipientCode: recipient.recipient_code,
        name: recipient.name,
        bankName: recipient.details.bank_name,
        bankCode: recipient.details.bank_code,
        accountLast4: number.slice(-4),
        currency: recipient.currency,
      };
    },

    async initiateTransfer(request) {
      try {
        const { data } = await http.post('/transfer', {
          source: 'balance',
          amount: request.amount,
          currency: request.currency,
          recipient: request.recipientCode,
          reference: request.reference,
          reason: request.reason,
        });
        const created = parseAnswer(createdTransferSchema, data, 'new transfer');
        return toCreatedTransfer(created, request.recipientCode);
      } catch (error) {
        return existingTransfer(request, error, verifyTransfer);
      }
    },

    verifyTransfer,
    ...createPaystackStatements(http),
  };
}

async function verifyTransferAt(http: PaystackHttp, reference: string): Promise<Transfer> {
  try {
    const { data } = await http.get(`/transfer/verify/${encodeURIComponent(reference)}`);
    return toTransfer(parseAnswer(verifiedTransferSchema, data, 'transfer'));
  } catch (error) {
    // Paystack documents 404 "Transfer not found" for a reference it never saw.
    if (isRefusal(error) && error.httpStatus === 404) throw new TransferNotFoundError(reference);
    throw error;
  }
}

/**
 * After a failed `POST /transfer`: the transfer the reference already names. Paystack refuses
 * a reference used before (its Transfers errors: "This reference has already been used on a
 * prior transfer"), which is how references "prevent double crediting as you can retry a
 * non-conclusive transfer rather than initiate a new request" (its Single Transfers guide).
 * Asking by reference, rather than reading the refusal's wording, also covers a request that
 * created the transfer but whose answer was lost. When the reference names no transfer, the
 * first error stands and the caller may retry.
 */
async function existingTransfer(
  request: TransferRequest,
  error: unknown,
  verify: (reference: string) => Promise<Transfer>,
): Promise<Transfer> {
  // A wrong key or a rate limit means Paystack did nothing; anything else (a refusal, a 5xx,
  // a timeout, an answer we could not read) may hide a transfer that exists.
  const untouched =
    !(error instanceof PaymentGatewayError) || error.httpStatus === 401 || error.httpStatus === 429;
  if (untouched) throw error;
  let existing: Transfer;
  try {
    existing = await verify(request.reference);
  } catch (lookup) {
    if (lookup instanceof TransferNotFoundError) throw error;
    throw lookup;
  }
  const same =
    existing.amount === request.amount &&
    existing.currency === request.currency &&
    existing.recipientCode === request.recipientCode;
  if (!same) throw new TransferReferenceConflictError(request.reference, existing);
  return existing;
}
