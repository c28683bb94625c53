/**
 * Messages to an event's people on both DocStores: who each audience reaches (each address
 * once), batches sent exactly once however often the mailing is run, a scheduled message
 * waiting for its time or called off, bad input refused with nothing queued, the daily limit,
 * and a promotional message's one-click unsubscribe honoured by the next one.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { MailMessage } from '../../ports/mailer';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { TestClock } from '../../test-support/test-clock';
import type { CreateMessageRequest } from '../../contract/messages';
import { createMessageRequest, unsubscribeLink } from '../../contract/messages';
import { allMailingKinds } from '../mailings/all-mailing-kinds';
import type { MailingRecord } from '../mailings/mailing-records';
import { resumeMailings } from '../mailings/resume-mailings';
import { runMailing } from '../mailings/run-mailing';
import { cancelMessage } from './cancel-message';
import { createMessage } from './create-message';
import { listMessages } from './list-messages';
import { sendTestMessage } from './send-test-message';
import { unsubscribe } from './unsubscribe';

const organiser = { uid: 'organiser', isAdmin: false };
const start = Date.parse('2026-12-01T10:00:00.000Z');
const hour = 3_600_000;

describe.each(docStoreHarnesses('demo-messages'))('messages to attendees on $name', ({ open }) => {
  let docs: DocStore;
  let sent: MailMessage[];
  let clock: TestClock;
  let services: Parameters<typeof runMailing>[0];
  let presses = 0;

  beforeEach(async () => {
    docs = await open();
    clock = new TestClock(start);
    const mail = dedupingMailer();
    sent = mail.sent;
    services = {
      docs,
      clock,
      mailer: mail.mailer,
      publicBaseUrl: 'https://tickets.example',
      identity: fixedIdentity([
        {
          uid: 'organiser',
          email: 'boss@example.com',
          emailVerified: true,
          disabled: false,
          isAdmin: false,
        },
      ]),
    };
    await storeApprovedEvent(docs, 'e1', {
      ga: { name: 'General', capacity: 50 },
      vip: { name: 'VIP', capacity: 10 },
    });
    await docs.update(paths.event('e1'), { orgId: 'org1', name: 'Rooftop Gig' });
    await docs.set(paths.organisation('org1'), { name: 'Paradise Events', slug: 'paradise' });
    await docs.set(paths.membership('org1', 'organiser'), {
      orgId: 'org1',
      uid: 'organiser',
      role: 'owner',
      addedAt: '2026-11-01T00:00:00.000Z',
    });
    // Ann holds two General tickets; Bob a VIP bought by Ann; Cy one General, checked in;
    // Dee's ticket was refunded.
    const tickets: Array<[string, Record<string, unknown>]> = [
      ['t1', { typeId: 'ga', email: 'Ann@example.com', orderId: 'o1' }],
      ['t2', { typeId: 'ga', email: 'ann@example.com', orderId: 'o1' }],
      [
        't3',
        {
          typeId: 'vip',
          email: 'ann@example.com',
          attendeeEmail: 'bob@example.com',
          orderId: 'o1',
        },
      ],
      [
        't4',
        {
          typeId: 'ga',
          email: 'cy@example.com',
          orderId: 'o2',
          checkedInAt: '2026-12-01T09:00:00.000Z',
        },
      ],
      ['t5', { typeId: 'ga', email: 'dee@example.com', orderId: 'o3', status: 'void' }],
    ];
    for (const [code, ticket] of tickets) {
      await docs.set(paths.ticket(code), {
        eventId: 'e1',
        typeName: 'General',
        uid: 'u',
        createdAt: '2026-11-20T00:00:00.000Z',
        status: 'valid',
        ...ticket,
      } as never);
    }
    for (const [id, email, status] of [
      ['o1', 'ann@example.com', 'paid'],
      ['o2', 'cy@example.com', 'paid'],
      ['o3', 'dee@example.com', 'refunded'],
    ] as const) {
      await docs.set(paths.order(id), { eventId: 'e1', email, status });
    }
  });

  const send = (input: Partial<CreateMessageRequest> = {}) =>
    createMessage({
      services,
      eventId: 'e1',
      viewer: organiser,
      input: createMessageRequest.parse({
        requestKey: `press-${++presses}-key`,
        subject: 'Doors open at 8',
        body: 'Doors open an hour later.\nParking: https://maps.example/p?a=1&b=2',
        audience: { kind: 'holders' },
        promotional: false,
        ...input,
      }),
    });
  const run = (id: string) => runMailing(services, allMailingKinds, id);
  const recipientsOf = (subject: string) =>
    sent
      .filter((message) => message.subject === subject)
      .map((message) => message.to)
      .sort();
  const mailings = async () => docs.query<MailingRecord>({ collection: collections.mailings });

  it('reaches each holder once, however many tickets, in batches sent exactly once', async () => {
    const message = await send();
    expect(message).toMatchObject({ status: 'scheduled', recipients: null, sent: 0 });
    // Batches of one, so that the three recipients cross batches.
    await docs.update(paths.mailing(message.id), { batchSize: 1 });
    expect(await run(message.id)).toBe('sent');
    expect(recipientsOf('Doors open at 8')).toEqual([
      'ann@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);
    const email = sent[0]!;
    expect(email.html).toContain('Doors open an hour later.<br />');
    expect(email.html).toContain('<a href="https://maps.example/p?a=1&amp;b=2"');
    expect(email.text).toContain('Rooftop Gig: https://tickets.example/event/e1');
    expect(email.headers).toBeUndefined();
    // Run again, and by the sweep: nothing more goes.
    expect(await run(message.id)).toBe('sent');
    await resumeMailings(services, allMailingKinds);
    expect(sent).toHaveLength(3);
    const [view] = (await listMessages({ services, eventId: 'e1', viewer: organiser })).messages;
    expect(view).toMatchObject({
      status: 'sent',
      recipients: 3,
      sent: 3,
      failed: 0,
      skipped: 0,
      createdBy: 'boss@example.com',
    });
  });

  it('narrows to chosen types, holders not checked in, buyers or the waiting list', async () => {
    const groups = [
      { audience: { kind: 'types' as const, typeIds: ['vip'] }, to: ['bob@example.com'] },
      { audience: { kind: 'not_checked_in' as const }, to: ['ann@example.com', 'bob@example.com'] },
      { audience: { kind: 'buyers' as const }, to: ['ann@example.com', 'cy@example.com'] },
    ];
    for (const [index, group] of groups.entries()) {
      const subject = `Group ${index}`;
      await run((await send({ subject, audience: group.audience })).id);
      expect(recipientsOf(subject)).toEqual(group.to);
    }
    await docs.set(paths.waitingListEntry('e1', 'vip', 'w1'), {
      email: 'wait@example.com',
      state: 'waiting',
    });
    await run((await send({ subject: 'Waiting', audience: { kind: 'waiting_list' } })).id);
    expect(recipientsOf('Waiting')).toEqual(['wait@example.com']);
  });

  it('refuses bad input with the field named, and queues nothing', async () => {
    await expect(send({ sendAt: new Date(start - 1000).toISOString() })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { sendAt: 'Choose a time that has not passed yet' },
    });
    await expect(send({ audience: { kind: 'types', typeIds: ['nope'] } })).rejects.toMatchObject({
      fields: { 'audience.typeIds.0': 'This event has no such ticket type' },
    });
    await expect(send({ audience: { kind: 'waiting_list' } })).rejects.toMatchObject({
      fields: { audience: 'Nobody is in this group yet' },
    });
    expect(
      createMessageRequest
        .safeParse({
          requestKey: 'press-key-1',
          subject: ' ',
          body: 'x'.repeat(20_001),
          audience: { kind: 'holders' },
          promotional: false,
        })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['subject', 'body']);
    expect(await mailings()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('answers a second press with the first message, and stops at five in 24 hours', async () => {
    const first = await send({ requestKey: 'same-press' });
    expect(await send({ requestKey: 'same-press', subject: 'Changed my mind' })).toEqual(first);
    for (let i = 0; i < 4; i++) await send();
    await expect(send()).rejects.toMatchObject({ code: 'conflict', details: { limit: 5 } });
    expect(await mailings()).toHaveLength(5);
    clock.at += 24 * hour;
    await expect(send()).resolves.toMatchObject({ status: 'scheduled' });
  });

  it('sends a scheduled message at its time, and not one called off', async () => {
    const later = await send({
      sendAt: new Date(start + 2 * hour).toISOString(),
      subject: 'Later',
    });
    const never = await send({
      sendAt: new Date(start + 2 * hour).toISOString(),
      subject: 'Never',
    });
    expect(await run(later.id)).toBe('not_due');
    await cancelMessage({ services, eventId: 'e1', messageId: never.id, viewer: organiser });
    await resumeMailings(services, allMailingKinds);
    expect(sent).toEqual([]);
    clock.at += 2 * hour;
    await resumeMailings(services, allMailingKinds);
    expect(recipientsOf('Later')).toHaveLength(3);
    expect(recipientsOf('Never')).toEqual([]);
    await expect(
      cancelMessage({ services, eventId: 'e1', messageId: later.id, viewer: organiser }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('lets a recipient unsubscribe from promotional messages in one click; service messages still go', async () => {
    await run((await send({ subject: 'Early birds', promotional: true })).id);
    const email = sent.find((message) => message.to === 'bob@example.com')!;
    const header = email.headers?.['List-Unsubscribe'];
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(header).toMatch(/^<https:\/\/tickets\.example\/api\/unsubscribe\?m=.+&r=.+&t=.+>$/);
    expect(email.html).toContain('Unsubscribe from Paradise Events&#39;s news');
    const link = unsubscribeLink.parse(
      Object.fromEntries(new URL(header!.slice(1, -1)).searchParams),
    );
    // Another recipient's key with this proof is no link at all.
    await expect(
      unsubscribe({ services, link: { ...link, r: '0'.repeat(32) } }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await unsubscribe({ services, link })).toEqual({
      organisation: 'Paradise Events',
      unsubscribed: true,
    });
    const next = await send({ subject: 'More offers', promotional: true });
    await run(next.id);
    expect(recipientsOf('More offers')).toEqual(['ann@example.com', 'cy@example.com']);
    const [view] = (await listMessages({ services, eventId: 'e1', viewer: organiser })).messages;
    expect(view).toMatchObject({ id: next.id, recipients: 2, sent: 2, skipped: 1 });
    await run((await send({ subject: 'Doors moved', promotional: false })).id);
    expect(recipientsOf('Doors moved')).toContain('bob@example.com');
  });

  it('sends a test to the sender alone, marked as one, counted nowhere', async () => {
    const answer = await sendTestMessage({
      services,
      eventId: 'e1',
      viewer: organiser,
      input: { subject: 'Try', body: 'Hello', promotional: true },
    });
    expect(answer).toEqual({ sentTo: 'boss@example.com' });
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      ['boss@example.com', '[Test] Try'],
    ]);
    expect(await mailings()).toEqual([]);
  });

  it('is refused to a role without the right, and to strangers as if the event did not exist', async () => {
    await docs.set(paths.membership('org1', 'door'), {
      orgId: 'org1',
      uid: 'door',
      role: 'box_office',
      addedAt: '2026-11-01T00:00:00.000Z',
    });
    const as = (uid: string) =>
      listMessages({ services, eventId: 'e1', viewer: { uid, isAdmin: false } });
    await expect(as('door')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(as('stranger')).rejects.toMatchObject({ code: 'not_found' });
  });
});
