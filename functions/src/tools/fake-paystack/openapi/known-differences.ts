/**
 * Where we believe Paystack's published description (paystack.yaml) is wrong about its live
 * API, so the fake answers as the live API does and the answer check lets that pass. Each entry
 * says that one value, which the description types strictly, may be null in the live API: the
 * operation, where in the answer, why, and the source. Only null is let through there, any other
 * wrong type still fails. Keep it short: anything not listed here is fixed in the fake instead.
 */
export type KnownDifference = {
  /** As the check names operations: 'GET /transaction/verify/{reference}'. */
  operation: string;
  /** Ajv's `instancePath` of the value that may be null: /^\/data\/ip_address$/. */
  instancePath: RegExp;
  reason: string;
  source: string;
};

const snippets = "PaystackOSS/doc-code-snippets (the API reference's examples)";

/** A transfer recipient made without an email, as ours are (see recipientEmail). */
const recipientEmail = (operation: string, instancePath: RegExp): KnownDifference => ({
  operation,
  instancePath,
  reason:
    'A recipient made without an email has none: Paystack gives `email: null` (and leaves ' +
    'it out when creating one), where the description types it as a string.',
  source:
    `${snippets}: dist/api/transfers/verify/response.json (a 2025 test answer, ` +
    '`"email": null`) and dist/api/transfer-recipient/create/response.json (no `email`)',
});

export const knownDifferences: readonly KnownDifference[] = [
  {
    operation: 'GET /transaction/verify/{reference}',
    instancePath: /^\/data\/ip_address$/,
    reason:
      'A transaction nobody has tried to pay yet has no buyer address: Paystack gives null. ' +
      'The description types it as a string here but as string-or-null in the list ' +
      '(TransactionListResponse), for the same transaction.',
    source:
      `${snippets}: dist/doc/payments/direct-debit/verify-transaction.js (a live answer, ` +
      '`"ip_address": null`); paystack.yaml TransactionListResponse',
  },
  {
    operation: 'GET /transaction',
    instancePath: /^\/data\/\d+\/paidAt$/,
    reason:
      '`paidAt` repeats `paid_at`, which the same schema makes string-or-null, as ' +
      'VerifyResponse makes `paidAt`: a transaction not paid has no time to give.',
    source: 'paystack.yaml TransactionListResponse (paid_at) and VerifyResponse (paidAt)',
  },
  recipientEmail('POST /transferrecipient', /^\/data\/email$/),
  recipientEmail('GET /transfer/verify/{reference}', /^\/data\/recipient\/email$/),
  recipientEmail('GET /transfer', /^\/data\/\d+\/recipient\/email$/),
];
