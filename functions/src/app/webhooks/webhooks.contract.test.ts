/**
 * Webhooks on both DocStores, sent by the real HTTP sender to a real receiver on this
 * machine (the emulators' reach): endpoints and the organisation's `webhookTypes`, fan-out,
 * signatures a receiver verifies, retries moved along by the test's clock, the delivery log,
 * send again, rotation, and the switch-off after 24 hours of failures.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../../scripts/lib/verify-webhook.mjs';
import { createWebhookHttpSender } from '../../adapters/webhook-http-sender';
import type { WebhookEventType } from '../../contract/webhook-events';
import { webhookPayload } from '../../contract/webhooks';
import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { TestClock } from '../../test-support/test-clock';
import {
  answerWith,
  hugeAnswer,
  redirectAnswer,
  slowAnswer,
  startWebhookReceiver,
} from '../../test-support/webhook-receiver';
import { AppError } from '../common/app-error';
import type { AuditRecord } from '../organisations/audit-log';
import type { MembershipRecord, OrganisationRecord } from '../organisations/organisation-records';
import type { WebhookDeliveryServices } from './attempt-webhook-delivery';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint';
import { fanOutWebhookEvent } from './fan-out-webhook-event';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import { listWebhookEndpoints } from './list-webhook-endpoints';
import { resendWebhookDelivery } from './resend-webhook-delivery';
import { rotateWebhookSecret } from './rotate-webhook-secret';
import { sendTestWebhook } from './send-test-webhook';
import { stageWebhookEvent } from './stage-webhook-event';
import { sweepWebhooks } from './sweep-webhooks';
import { updateWebhookEndpoint } from './update-webhook-endpoint';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from './webhook-records';

const harnesses = docStoreHarnesses('demo-webhooks');
const orgId = 'org-webhooks';
const owner = { uid: 'owner', isAdmin: false };
const viewerMember = { uid: 'looker', isAdmin: false };
const hourMs = 60 * 60 * 1000;

describe.each(harnesses)('webhooks on $name', ({ open }) => {
  let docs: DocStore;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const clock = new TestClock(Date.parse('2026-12-01T10:00:00.000Z'));
  const { mailer, sent } = dedupingMailer();
  const services: WebhookDeliveryServices = {
    get docs() {
      return docs;
    },
    clock,
    mailer,
    identity: fixedIdentity([
      {
        uid: 'owner',
        email: 'owner@example.com',
        emailVerified: true,
        disabled: false,
        isAdmin: false,
      },
    ]),
    publicBaseUrl: 'http://127.0.0.1:5000',
    // A short wait for answers: the slow receiver's test need not take 10 s.
    webhookSender: createWebhookHttpSender({ reach: 'local', timeoutMs: 250 }),
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  beforeEach(async () => {
    docs = await open();
    clock.at = Date.parse('2026-12-01T10:00:00.000Z');
    receiver.received.length = 0;
    receiver.setAnswer(answerWith(200, 'thanks'));
    sent.length = 0;
    const at = clock.now().toISOString();
    await docs.set(paths.organisation(orgId), {
      name: 'Webhook Events Co',
      slug: 'webhook-events-co',
      createdAt: at,
      updatedAt: at,
    } satisfies OrganisationRecord);
    for (const [uid, role] of [
      ['owner', 'owner'],
      ['looker', 'viewer'],
    ] as const) {
      await docs.set(paths.membership(orgId, uid), {
        orgId,
        uid,
        role,
        addedAt: at,
      } satisfies MembershipRecord);
    }
  });

  const createEndpoint = (url: string, types: WebhookEventType[] = ['order.paid']) =>
    createWebhookEndpoint({ services, orgId, viewer: owner, input: { url, types } });
  const webhookTypes = async () =>
    (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data?.webhookTypes;
  const stageOrderPaid = (key: string) =>
    docs.runTransaction(async (tx) =>
      stageWebhookEvent(tx, {
        orgId,
        type: 'order.paid',
        key,
        at: clock.now(),
        data: { orderId: key, total: { amount: 15000, currency: 'ZAR' } },
      }),
    );
  const deliveries = async (endpointId: string) =>
    (await listWebhookDeliveries({ services, orgId, endpointId, viewer: owner, page: {} }))
      .deliveries;
  /** The sweep at the moment the delivery's next attempt is due. */
  const sweepWhenDue = async (deliveryId: string) => {
    const due = (await docs.get<WebhookDeliveryRecord>(paths.webhookDelivery(deliveryId))).data;
    if (due?.nextAttemptAt) clock.at = Date.parse(due.nextAttemptAt);
    return sweepWebhooks(services);
  };

  it('delivers order.paid to the endpoint that asked for it, signed so the receiver verifies it', async () => {
    const { endpoint, secret } = await createEndpoint(receiver.url());
    await createEndpoint(receiver.url('/other'), ['ticket.checked_in']);
    expect(await webhookTypes()).toEqual(['order.paid', 'ticket.checked_in']);

    const eventId = await stageOrderPaid('order-1');
    expect(await fanOutWebhookEvent(services, eventId)).toEqual([`${eventId}~${endpoint.id}`]);

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.path).toBe('/webhooks');
    expect(webhookPayload.parse(JSON.parse(delivery!.body))).toEqual({
      id: eventId,
      type: 'order.paid',
      created: '2026-12-01T10:00:00.000Z',
      data: { orderId: 'order-1', total: { amount: 15000, currency: 'ZAR' } },
    });
    const header = delivery!.headers['paradise-signature'] as string;
    const nowSeconds = clock.now().getTime() / 1000;
    expect(verifyWebhook(delivery!.body, header, secret, { nowSeconds })).toBe(true);
    expect(verifyWebhook(`${delivery!.body} `, header, secret, { nowSeconds })).toBe(false);

    const [logged] = await deliveries(endpoint.id);
    expect(logged).toMatchObject({
      eventId,
      type: 'order.paid',
      state: 'succeeded',
      attempts: [{ outcome: 'succeeded', statusCode: 200, response: 'thanks' }],
    });
    // The trigger delivered twice, and the sweep: nothing is made or sent again.
    expect(await fanOutWebhookEvent(services, eventId)).toEqual([]);
    expect(await sweepWebhooks(services)).toEqual({ fannedOut: 0, attempted: 0, failures: [] });
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a receiver that fails three times, with the same id, and logs each attempt', async () => {
    const { endpoint } = await createEndpoint(receiver.url());
    let answered = 0;
    receiver.setAnswer((request, res) =>
      answerWith(++answered <= 3 ? 500 : 200, `answer ${answered}`)(request, res),
    );
    const eventId = await stageOrderPaid('order-2');
    // The trigger missed it: the sweep fans it out, and its first attempt fails.
    expect(await sweepWebhooks(services)).toMatchObject({ fannedOut: 1, failures: [] });
    const deliveryId = `${eventId}~${endpoint.id}`;
    for (let retry = 0; retry < 3; retry += 1) {
      expect(await sweepWhenDue(deliveryId)).toMatchObject({ attempted: 1 });
    }

    expect(receiver.received.map((request) => JSON.parse(request.body).id)).toEqual([
      eventId,
      eventId,
      eventId,
      eventId,
    ]);
    const [logged] = await deliveries(endpoint.id);
    expect(logged!.state).toBe('succeeded');
    expect(logged!.attempts.map((attempt) => [attempt.outcome, attempt.statusCode])).toEqual([
      ['http_error', 500],
      ['http_error', 500],
      ['http_error', 500],
      ['succeeded', 200],
    ]);
    expect(logged!.attempts[0]!.response).toBe('answer 1');
    // Backoff: each wait longer than the one before.
    const times = logged!.attempts.map((attempt) => Date.parse(attempt.at));
    const waits = times.slice(1).map((time, index) => time - times[index]!);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(waits[2]!).toBeGreaterThan(waits[1]!);
    const record = await docs.get<WebhookEndpointRecord>(paths.webhookEndpoint(orgId, endpoint.id));
    expect(record.data?.failingSince).toBeUndefined();
  });

  it('fails a slow answer, a redirect and a 10 MB answer cleanly, and tries each again later', async () => {
    const slow = await createEndpoint(receiver.url('/slow'));
    const redirect = await createEndpoint(receiver.url('/redirect'));
    const huge = await createEndpoint(receiver.url('/huge'));
    receiver.setAnswer((request, res) => {
      if (request.path === '/slow') slowAnswer(5_000)(request, res);
      else if (request.path === '/redirect')
        redirectAnswer('http://169.254.169.254/')(request, res);
      else hugeAnswer(10 * 1024 * 1024)(request, res);
    });
    const eventId = await stageOrderPaid('order-3');
    await fanOutWebhookEvent(services, eventId);

    const outcomes = await Promise.all(
      [slow, redirect, huge].map(async ({ endpoint }) => (await deliveries(endpoint.id))[0]!),
    );
    expect(outcomes.map((delivery) => delivery.attempts.map((attempt) => attempt.outcome))).toEqual(
      [['timeout'], ['redirect'], ['too_large']],
    );
    for (const delivery of outcomes) {
      expect(delivery.state).toBe('pending');
      expect(Date.parse(delivery.nextAttemptAt!)).toBe(clock.at + 30_000);
    }
    // Never followed: the metadata address was not asked.
    expect(receiver.received.map((request) => request.path).sort()).toEqual([
      '/huge',
      '/redirect',
      '/slow',
    ]);
  });

  it('switches off an endpoint that failed for 24 hours, and emails its owners once', async () => {
    const { endpoint } = await createEndpoint(receiver.url());
    receiver.setAnswer(answerWith(503, 'down'));
    const eventId = await stageOrderPaid('order-4');
    await fanOutWebhookEvent(services, eventId);
    const deliveryId = `${eventId}~${endpoint.id}`;
    for (let sweep = 0; sweep < 30; sweep += 1) {
      const delivery = (await docs.get<WebhookDeliveryRecord>(paths.webhookDelivery(deliveryId)))
        .data;
      if (delivery?.state !== 'pending') break;
      await sweepWhenDue(deliveryId);
    }

    const [logged] = await deliveries(endpoint.id);
    expect(logged!.state).toBe('failed');
    expect(Date.parse(logged!.attempts.at(-1)!.at) - Date.parse(logged!.attempts[0]!.at)).toBe(
      24 * hourMs,
    );
    const [listed] = (await listWebhookEndpoints({ services, orgId, viewer: owner })).endpoints;
    expect(listed).toMatchObject({
      enabled: false,
      failingSince: '2026-12-01T10:00:00.000Z',
      switchedOffAt: '2026-12-02T10:00:00.000Z',
    });
    expect(await webhookTypes()).toEqual([]);
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      ['owner@example.com', 'A webhook endpoint of Webhook Events Co was switched off'],
    ]);
    expect(sent[0]!.text).toContain(receiver.url());

    // Nothing more is sent to it; send again still may, and on again it gets a new day.
    const before = receiver.received.length;
    clock.at += hourMs;
    await sweepWebhooks(services);
    expect(receiver.received).toHaveLength(before);
    receiver.setAnswer(answerWith(200));
    const resent = await resendWebhookDelivery({
      services,
      orgId,
      endpointId: endpoint.id,
      deliveryId,
      viewer: owner,
    });
    expect(resent.delivery).toMatchObject({ state: 'succeeded' });
    expect(resent.delivery.attempts.at(-1)).toMatchObject({ outcome: 'succeeded', manual: true });
    const on = await updateWebhookEndpoint({
      services,
      orgId,
      endpointId: endpoint.id,
      viewer: owner,
      input: { enabled: true },
    });
    expect(on.endpoint).toMatchObject({ enabled: true });
    expect(on.endpoint.switchedOffAt).toBeUndefined();
    expect(await webhookTypes()).toEqual(['order.paid']);
    expect(sent).toHaveLength(1);
  });

  it('keeps webhookTypes with each change, audits it, and signs with both secrets after a rotation', async () => {
    const { endpoint, secret: first } = await createEndpoint(receiver.url());
    await updateWebhookEndpoint({
      services,
      orgId,
      endpointId: endpoint.id,
      viewer: owner,
      input: { types: ['order.paid', 'order.refunded'], description: 'CRM' },
    });
    expect(await webhookTypes()).toEqual(['order.paid', 'order.refunded']);

    const { secret: second, endpoint: rotated } = await rotateWebhookSecret({
      services,
      orgId,
      endpointId: endpoint.id,
      viewer: owner,
    });
    expect(second).not.toBe(first);
    expect(rotated.previousSecretExpiresAt).toBe('2026-12-02T10:00:00.000Z');
    const tested = await sendTestWebhook({
      services,
      orgId,
      endpointId: endpoint.id,
      viewer: owner,
    });
    expect(tested.delivery).toMatchObject({ type: 'webhook.test', state: 'succeeded' });
    const [test] = receiver.received;
    const nowSeconds = clock.now().getTime() / 1000;
    const header = test!.headers['paradise-signature'] as string;
    expect(verifyWebhook(test!.body, header, first, { nowSeconds })).toBe(true);
    expect(verifyWebhook(test!.body, header, second, { nowSeconds })).toBe(true);
    // A day later the old secret no longer signs.
    clock.at += 24 * hourMs;
    await sendTestWebhook({ services, orgId, endpointId: endpoint.id, viewer: owner });
    const later = receiver.received[1]!;
    const laterHeader = later.headers['paradise-signature'] as string;
    const laterSeconds = clock.now().getTime() / 1000;
    expect(verifyWebhook(later.body, laterHeader, first, { nowSeconds: laterSeconds })).toBe(false);
    expect(verifyWebhook(later.body, laterHeader, second, { nowSeconds: laterSeconds })).toBe(true);

    await updateWebhookEndpoint({
      services,
      orgId,
      endpointId: endpoint.id,
      viewer: owner,
      input: { enabled: false },
    });
    expect(await webhookTypes()).toEqual([]);
    await deleteWebhookEndpoint({ services, orgId, endpointId: endpoint.id, viewer: owner });
    expect((await listWebhookEndpoints({ services, orgId, viewer: owner })).endpoints).toEqual([]);

    const audit = await docs.query<AuditRecord>({ collection: paths.organisationAudit(orgId) });
    expect(audit.map((entry) => entry.data.kind).sort()).toEqual([
      'webhook.changed',
      'webhook.changed',
      'webhook.created',
      'webhook.deleted',
      'webhook.secret_rotated',
    ]);
    expect(JSON.stringify(audit)).not.toContain(second);
  });

  it('refuses a URL it may not send to with a 400 naming url, and a viewer altogether', async () => {
    const publicServices = {
      ...services,
      webhookSender: createWebhookHttpSender({
        reach: 'public',
        resolve: async () => [{ address: '10.1.2.3', family: 4 }],
      }),
    };
    for (const url of [
      'http://hooks.example.org/',
      'https://127.0.0.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/',
      'https://hooks.example.org/resolves-to-private',
    ]) {
      const refusal = await createWebhookEndpoint({
        services: publicServices,
        orgId,
        viewer: owner,
        input: { url, types: ['order.paid'] },
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({
        code: 'validation_failed',
        fields: { url: expect.any(String) },
      });
    }
    await expect(
      createWebhookEndpoint({
        services,
        orgId,
        viewer: viewerMember,
        input: { url: receiver.url(), types: ['order.paid'] },
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(await docs.query({ collection: paths.webhookEndpoints(orgId) })).toEqual([]);
    expect(await docs.query({ collection: collections.webhookDeliveries })).toEqual([]);
    expect(await webhookTypes()).toBeUndefined();
  });
});
