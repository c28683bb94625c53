/**
 * "Lost your tickets?" on both DocStores: a known address gets its tickets again (the orders
 * it paid for, and a ticket it holds from someone else's order), an unknown one gets nothing,
 * and both get the same answer; refunded tickets are not sent; the limit per address counts
 * unknown addresses as well, so it tells nothing either.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { lostTicketsMessage } from '../../contract/lost-tickets';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { TestClock } from '../../test-support/test-clock';
import { sendLostTickets } from './send-lost-tickets';

describe.each(docStoreHarnesses('demo-lost-tickets'))('lost tickets on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(Date.parse('2026-12-01T10:00:00.000Z'));
  const mail = dedupingMailer();
  const services = () => ({ docs, clock, mailer: mail.mailer, publicBaseUrl: 'https://t.example' });
  let clients = 0;
  const ask = (email: string, clientKey = `ip:client-${++clients}`) =>
    sendLostTickets({ services: services(), eventId: 'e1', email, clientKey });

  beforeEach(async () => {
    docs = await open();
    mail.sent.length = 0;
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 10 } });
    const ticket = (orderId: string, email: string, extra: Record<string, string> = {}) => ({
      orderId,
      eventId: 'e1',
      typeId: 'ga',
      typeName: 'General',
      email,
      uid: 'u',
      createdAt: '2026-11-20T00:00:00.000Z',
      status: 'valid',
      ...extra,
    });
    const order = (email: string, status: string, ticketCodes: string[]) => ({
      eventId: 'e1',
      email,
      status,
      amount: 30000,
      currency: 'ZAR',
      ticketCodes,
      uid: 'u',
      createdAt: '2026-11-20T00:00:00.000Z',
    });
    // Ann bought o1 (two tickets, the second for Bob) and o2, refunded; Cy bought o3.
    await docs.set(paths.order('o1'), order('ann@example.com', 'paid', ['t1', 't2']));
    await docs.set(paths.ticket('t1'), ticket('o1', 'ann@example.com'));
    await docs.set(
      paths.ticket('t2'),
      ticket('o1', 'ann@example.com', { attendeeEmail: 'bob@example.com' }),
    );
    await docs.set(paths.order('o2'), order('ann@example.com', 'refunded', ['t3']));
    await docs.set(paths.ticket('t3'), ticket('o2', 'ann@example.com', { status: 'void' }));
    // Dee claimed a ticket of o1 from a friend: a code of its own, not in the order's list.
    await docs.set(paths.ticket('t5'), ticket('o1', 'dee@example.com', { replaces: 't0' }));
    await docs.set(paths.order('o3'), order('cy@example.com', 'paid', ['t4']));
    await docs.set(paths.ticket('t4'), ticket('o3', 'cy@example.com'));
  });

  const codesSentTo = (to: string) =>
    mail.sent
      .filter((message) => message.to === to)
      .map((message) => message.text.match(/\/tickets\/(t\d)/g)?.map((link) => link.slice(9)));

  it('sends an address its tickets again, and answers an unknown one alike with nothing sent', async () => {
    const known = await ask('ann@example.com');
    expect(codesSentTo('ann@example.com')).toEqual([['t1', 't2']]);
    const holder = await ask('bob@example.com');
    expect(codesSentTo('bob@example.com')).toEqual([['t2']]);
    await ask('dee@example.com');
    expect(codesSentTo('dee@example.com')).toEqual([['t5']]);
    // A holder is not told what the buyer paid, nor thanked for buying.
    const held = mail.sent.find((message) => message.to === 'dee@example.com')!;
    expect(held.text).not.toMatch(/Amount paid|Thank you/);
    expect(mail.sent.find((message) => message.to === 'ann@example.com')!.text).toContain(
      'Amount paid: 300.00 ZAR',
    );
    const unknown = await ask('nobody@example.com');
    expect(known).toEqual({ message: lostTicketsMessage });
    expect(holder).toEqual(known);
    expect(unknown).toEqual(known);
    expect(mail.sent).toHaveLength(3);
    // Asked again within the hour: nothing twice.
    await ask('ann@example.com');
    expect(mail.sent).toHaveLength(3);
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
    await expect(ask('nobody@example.com')).resolves.toEqual({ message: lostTicketsMessage });
  });

  it('sends from My tickets the tickets of every event still to come', async () => {
    await storeApprovedEvent(docs, 'past', { ga: { name: 'General', capacity: 10 } });
    await docs.update(paths.event('past'), { startsAt: '2026-11-01T18:00:00.000Z' });
    await docs.set(paths.order('o9'), {
      eventId: 'past',
      email: 'ann@example.com',
      status: 'paid',
      amount: 0,
      currency: 'ZAR',
      ticketCodes: ['t9'],
      uid: 'u',
      createdAt: '2026-10-20T00:00:00.000Z',
    });
    await sendLostTickets({ services: services(), email: 'ann@example.com', clientKey: 'ip:x' });
    expect(codesSentTo('ann@example.com')).toEqual([['t1', 't2']]);
  });

  it('is a 404 for an event buyers cannot see', async () => {
    await docs.update(paths.event('e1'), { approved: false });
    await expect(ask('ann@example.com')).rejects.toMatchObject({ code: 'not_found' });
  });
});
