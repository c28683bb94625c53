/**
 * A buyer without an account asks for their data by email, on both DocStores: a known address
 * gets a link, an unknown one nothing, and both the same answer; the link opens the address's
 * summary until 24 hours have passed by the clock the code reads, then it is gone; a wrong
 * secret opens nothing; the limits count known and unknown addresses alike.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { dataLinkRequestMessage } from '../../contract/personal-data';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { TestClock } from '../../test-support/test-clock';
import type { DataLinkRecord } from './data-link-records';
import { getDataLinkSummary } from './data-link-summary';
import { openDataLink } from './open-data-link';
import { requestDataLink } from './request-data-link';

describe.each(docStoreHarnesses('demo-data-links'))('data links on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(Date.parse('2026-12-01T10:00:00.000Z'));
  const mail = dedupingMailer();
  const services = () => ({ docs, clock, mailer: mail.mailer, publicBaseUrl: 'https://t.example' });
  let clients = 0;
  const ask = (email: string, clientKey = `ip:client-${++clients}`) =>
    requestDataLink({ services: services(), email, clientKey });

  beforeEach(async () => {
    docs = await open();
    mail.sent.length = 0;
    clock.at = Date.parse('2026-12-01T10:00:00.000Z');
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 10 } });
    await docs.set(paths.order('o1'), {
      eventId: 'e1',
      uid: 'anon-1',
      email: 'ann@example.com',
      status: 'paid',
      amount: 30000,
      currency: 'ZAR',
      items: [{ typeId: 'ga', name: 'General', quantity: 1, unitPrice: 30000 }],
      ticketCodes: ['t1'],
      createdAt: '2026-11-20T00:00:00.000Z',
    });
    await docs.set(paths.ticket('t1'), {
      orderId: 'o1',
      eventId: 'e1',
      typeId: 'ga',
      typeName: 'General',
      email: 'ann@example.com',
      uid: 'anon-1',
      createdAt: '2026-11-20T00:00:00.000Z',
    });
  });

  /** The link the email to `to` carries: its id and its secret (after `#`). */
  function linkSentTo(to: string) {
    const sent = mail.sent.find((message) => message.to === to);
    const match = sent?.text.match(
      /https:\/\/t\.example\/my-data\/([A-Za-z0-9_-]+)#([A-Za-z0-9_-]+)/,
    );
    if (!match) throw new Error(`No data link went to ${to}`);
    return { linkId: match[1]!, token: match[2]! };
  }

  it('emails a known address a link and an unknown one nothing, with the same answer', async () => {
    const known = await ask('ann@example.com');
    const unknown = await ask('nobody@example.com');
    expect(known).toEqual({ message: dataLinkRequestMessage });
    expect(unknown).toEqual(known);
    expect(mail.sent.map((message) => message.to)).toEqual(['ann@example.com']);
    expect(mail.sent[0]!.subject).toBe('Your data at Ticketing Paradise');
    expect(mail.sent[0]!.html).toContain('See my data');

    // Only the secret's hash is kept; its 43 characters are 256 random bits.
    const { linkId, token } = linkSentTo('ann@example.com');
    expect(token).toHaveLength(43);
    const stored = (await docs.get<DataLinkRecord>(paths.dataLink(linkId))).data!;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toMatchObject({
      email: 'ann@example.com',
      expiresAt: '2026-12-02T10:00:00.000Z',
    });

    const summary = await getDataLinkSummary({
      services: services(),
      link: await openDataLink({ services: services(), linkId, token }),
    });
    expect(summary).toEqual({
      email: 'ann@example.com',
      expiresAt: '2026-12-02T10:00:00.000Z',
      counts: {
        orders: 1,
        purchaseAttempts: 0,
        tickets: 1,
        transfers: 0,
        refundRequests: 0,
        waitingLists: 0,
        questionnaireSubmissions: 0,
        consents: 0,
      },
      events: [{ id: 'e1', name: 'Gig' }],
    });
  });

  it('opens a link for 24 hours only, and never with a wrong secret', async () => {
    await ask('ann@example.com');
    const { linkId, token } = linkSentTo('ann@example.com');
    const opening = (secret: string, id = linkId) =>
      openDataLink({ services: services(), linkId: id, token: secret });
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await expect(opening(wrong)).rejects.toMatchObject({ code: 'not_found' });
    await expect(opening(token, 'no-such-link')).rejects.toMatchObject({ code: 'not_found' });

    clock.at += 24 * 3_600_000 - 1;
    await expect(opening(token)).resolves.toMatchObject({ email: 'ann@example.com' });
    clock.at += 1;
    await expect(opening(token)).rejects.toMatchObject({
      code: 'gone',
      details: { reason: 'expired' },
    });
    // Still a 404 for a wrong secret: an expired link tells nothing to a guess.
    await expect(opening(wrong)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('limits each address, known or not, and each client', async () => {
    for (const email of ['ann@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 3; i++) await ask(email);
      await expect(ask(email)).rejects.toMatchObject({ code: 'rate_limited' });
    }
    const one = 'ip:one-client';
    for (let i = 0; i < 10; i++) await ask(`someone-${i}@example.com`, one);
    await expect(ask('cy@example.com', one)).rejects.toMatchObject({ code: 'rate_limited' });
    clock.at += 3_600_000;
    await expect(ask('ann@example.com')).resolves.toEqual({ message: dataLinkRequestMessage });
  });
});
