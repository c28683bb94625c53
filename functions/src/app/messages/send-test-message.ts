import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { testMessageRequest } from '../../contract/messages';
import { AppError } from '../common/app-error';
import { enforceRateLimit } from '../common/rate-limit';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import { composeMessage } from './message-mailing';

/** Tests each person may send themselves an hour. */
const testsPerHour = 10;

/**
 * "Send me a test": the message as its recipients will get it (to the holders' small print),
 * to the sender's own verified address only, its subject marked as a test. Not counted against
 * the daily limit; limited per person instead.
 */
export async function sendTestMessage({
  services,
  eventId,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock' | 'identity' | 'mailer' | 'publicBaseUrl',
  EventRequest & { input: z.output<typeof testMessageRequest> }
>): Promise<{ sentTo: string }> {
  const { docs, identity, mailer, publicBaseUrl } = services;
  const event = await readOrganisedEvent(docs, eventId, viewer, 'attendees.message');
  const account = viewer ? await identity.getAccount(viewer.uid) : undefined;
  if (!account?.email || !account.emailVerified) {
    throw new AppError('conflict', 'Verify your email address first: tests go to it');
  }
  await enforceRateLimit({
    services,
    bucket: 'message-test',
    clientKey: account.uid,
    limit: testsPerHour,
    windowSeconds: 3600,
  });
  const composed = await composeMessage(docs, publicBaseUrl, {
    eventId,
    ...(event.orgId ? { orgId: event.orgId } : {}),
    content: { ...input, audience: { kind: 'holders' }, createdBy: account.uid },
  });
  const email = composed.emailFor(`${publicBaseUrl}/unsubscribe?test=1`);
  await mailer.send({
    ...email,
    subject: `[Test] ${email.subject}`,
    to: account.email,
    idempotencyKey: `message-test-${randomUUID()}`,
  });
  return { sentTo: account.email };
}
