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

describe('the mailing sender', () => {
  it("is retried until it succeeds, and has the time a large event's people take", async () => {
    const { mailingSender } = await import('./index');
    expect(mailingSender.__endpoint).toMatchObject({
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.created',
        eventFilterPathPatterns: { document: 'mailings/{mailingId}' },
        retry: true,
      },
      timeoutSeconds: 540,
    });
  });
});

describe('the webhook fan-out', () => {
  it('is retried until it succeeds, on each new webhookEvents document', async () => {
    const { webhookFanOut } = await import('./index');
    expect(webhookFanOut.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'webhookEvents/{eventId}' },
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
      signers.mailingSender,
      signers.mailingSweep,
      signers.eventReminders,
    ]) {
      expect(fn.__endpoint.secretEnvironmentVariables).toContainEqual({
        key: wrappingKeysSetting,
      });
    }
  });
});
