import { describe, expect, it } from 'vitest';
import { onEventApproval } from './index';
import { wrappingKeysSetting } from './app/tickets/key-envelope';

describe('deployed functions', () => {
  it('asks Firestore to retry the approval trigger until it succeeds (at least once)', () => {
    expect(onEventApproval.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.updated',
      eventFilterPathPatterns: { document: 'events/{eventId}' },
      retry: true,
    });
  });
});

describe('payment functions', () => {
  it('mount the Paystack secret from Secret Manager when deployed', async () => {
    const { api, beginTransaction, verifyPayment, paystackWebhook } = await import('./index');
    for (const fn of [api, beginTransaction, verifyPayment, paystackWebhook]) {
      expect(fn.__endpoint.secretEnvironmentVariables).toContainEqual({
        key: 'PAYSTACK_SECRET_KEY',
      });
    }
  });
});

describe('functions that sign tickets', () => {
  it("mount the key that opens events' signing keys from Secret Manager when deployed", async () => {
    const signers = await import('./index');
    for (const fn of [
      signers.api,
      signers.beginTransaction,
      signers.verifyPayment,
      signers.paystackWebhook,
      signers.allocator,
      signers.partitionAllocator,
      signers.stockReturn,
      signers.holdExpiry,
      signers.lapsedPayments,
    ]) {
      expect(fn.__endpoint.secretEnvironmentVariables).toContainEqual({
        key: wrappingKeysSetting,
      });
    }
  });
});
