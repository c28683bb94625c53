/**
 * The door through the stack's `api` function, on whichever backend the stack runs: signed
 * QR codes, every scan answer, the offline conflict rule, re-sync, manual check-in and undo,
 * and the live summary, after real (free) purchases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../../functions/src/contract/orders';
import {
  checkInBundle,
  checkInsResponse,
  checkInSummary,
  type ScanInput,
} from '../../functions/src/contract/check-in';
import { signedTicketText } from '../../functions/src/contract/door';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import { errorOfAnswer as errorOf } from '../support/api-errors';
import { signInAnonymously, signUp, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { inDays, minutesAgo } from '../support/dates';
import { freeEntry, qrOf, scanOf } from '../support/door-scans';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { takeFreeTickets, ticketByCode } from '../support/tickets';

let organiser: TestUser;
let otherOrganiser: TestUser;
let admin: TestUser;
let buyer: TestUser;
let event: EventWithTypes;
let otherEvent: EventWithTypes;
const holder = uniqueEmail('guest');

beforeAll(async () => {
  [[organiser, admin], otherOrganiser, buyer] = await Promise.all([
    organiserAndAdmin(),
    signUp('other'),
    signInAnonymously(),
  ]);
  const startsAt = inDays(10);
  [event, otherEvent] = await Promise.all([
    createApprovedEvent(organiser, admin, {
      name: `Door ${Date.now()}`,
      startsAt,
      types: freeEntry,
    }),
    createApprovedEvent(otherOrganiser, admin, {
      name: `Elsewhere ${Date.now()}`,
      types: freeEntry,
    }),
  ]);
});
afterAll(closeBackendDocs);

async function postScans(eventId: string, scans: ScanInput[], token = organiser.idToken) {
  const answer = await callApi(`/api/events/${eventId}/check-ins`, { token, json: { scans } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return checkInsResponse.parse(answer.body).answers;
}

/** Marks a ticket refunded, as a refund does (refunds are tested on their own). */
const voidTicket = (code: string) =>
  backendDocs().update(`tickets/${code}`, {
    status: 'void',
    voidReason: 'refunded',
    doorState: 'void',
  });

describe('signed QR codes', () => {
  it('verify with the bundle public key in WebCrypto, as the scanner does offline', async () => {
    const [code] = await takeFreeTickets(buyer, event, { email: holder });
    const ticket = await ticketByCode(code!);
    expect(ticket).toMatchObject({ code, status: 'valid' });
    expect(ticket.checkedInAt).toBeUndefined();
    const [, eventId, signedCode, signature] = ticket.qrPayload.split('.');
    expect([eventId, signedCode]).toEqual([event.id, code]);

    const answer = await callApi(`/api/events/${event.id}/check-in/bundle`, {
      token: organiser.idToken,
    });
    expect(answer.status).toBe(200);
    const bundle = checkInBundle.parse(answer.body);
    const key = await crypto.subtle.importKey(
      'raw',
      Buffer.from(bundle.publicKey, 'base64url'),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const verifies = (text: string) =>
      crypto.subtle.verify(
        { name: 'Ed25519' },
        key,
        Buffer.from(signature!, 'base64url'),
        new TextEncoder().encode(text),
      );
    expect(await verifies(signedTicketText(event.id, code!))).toBe(true);
    expect(await verifies(signedTicketText(otherEvent.id, code!))).toBe(false);
    // The same signature every time the ticket is shown.
    expect(await qrOf(code!)).toBe(ticket.qrPayload);
  });
});

describe('scanning', () => {
  it('answers valid, already checked in, other event, void and unknown', async () => {
    const [first, refunded] = await takeFreeTickets(buyer, event, { email: holder, quantity: 2 });
    const [elsewhere] = await takeFreeTickets(buyer, otherEvent, { email: holder });
    await voidTicket(refunded!);
    const qr = await qrOf(first!);
    const signature = qr.split('.')[3]!;
    const forged = `${qr.slice(0, -86)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const scans = [
      scanOf(qr, minutesAgo(3)),
      scanOf(qr, minutesAgo(2)),
      scanOf(await qrOf(elsewhere!)),
      scanOf(await qrOf(refunded!)),
      scanOf('A'.repeat(22)),
      scanOf(forged),
    ];
    const answers = await postScans(event.id, scans);
    // The first scan checks the guest in; the second is told of that check-in.
    const firstCheckIn = {
      typeName: 'Free',
      holderEmail: holder,
      checkedInAt: scans[0]!.scannedAt,
      checkedInBy: organiser.email,
    };
    expect(answers).toEqual([
      { scanId: scans[0]!.scanId, result: 'valid', ...firstCheckIn },
      { scanId: scans[1]!.scanId, result: 'already_checked_in', ...firstCheckIn },
      { scanId: scans[2]!.scanId, result: 'other_event' },
      {
        scanId: scans[3]!.scanId,
        result: 'void',
        typeName: 'Free',
        holderEmail: holder,
        voidReason: 'refunded',
      },
      { scanId: scans[4]!.scanId, result: 'unknown' },
      { scanId: scans[5]!.scanId, result: 'unknown' },
    ]);
    // The holder's page says so too.
    expect(await ticketByCode(first!)).toMatchObject({ checkedInAt: scans[0]!.scannedAt });
    expect(await ticketByCode(refunded!)).toMatchObject({ status: 'void', voidReason: 'refunded' });
    expect((await ticketByCode(elsewhere!)).checkedInAt).toBeUndefined();
  });

  it('answers a re-synced batch as the first time and changes nothing', async () => {
    const codes = await takeFreeTickets(buyer, event, { email: holder, quantity: 2 });
    const scans = await Promise.all(
      codes.map(async (code, i) => scanOf(await qrOf(code), minutesAgo(10 - i), true)),
    );
    const first = await postScans(event.id, scans);
    expect(first.map((answer) => answer.result)).toEqual(['valid', 'valid']);
    const summary = async () =>
      checkInSummary.parse(
        (await callApi(`/api/events/${event.id}/check-in/summary`, { token: organiser.idToken }))
          .body,
      );
    const before = await summary();
    expect(await postScans(event.id, [...scans].reverse())).toEqual([...first].reverse());
    expect(await summary()).toEqual(before);
  });

  it('refuses bad batches, naming the field, and strangers', async () => {
    const empty = await callApi(`/api/events/${event.id}/check-ins`, {
      token: organiser.idToken,
      json: { scans: [] },
    });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields).toEqual({ scans: 'No scans' });
    const badTime = await callApi(`/api/events/${event.id}/check-ins`, {
      token: organiser.idToken,
      json: { scans: [{ ...scanOf('A'.repeat(22)), scannedAt: 'yesterday' }] },
    });
    expect(badTime.status).toBe(400);
    expect(errorOf(badTime).fields).toEqual({ 'scans.0.scannedAt': 'Not a time' });
    const badSentAt = await callApi(`/api/events/${event.id}/check-ins`, {
      token: organiser.idToken,
      json: { scans: [scanOf('A'.repeat(22))], sentAt: 'soon' },
    });
    expect(badSentAt.status).toBe(400);
    expect(errorOf(badSentAt).fields).toEqual({ sentAt: 'Not a time' });
    const tooMany = await callApi(`/api/events/${event.id}/check-ins`, {
      token: organiser.idToken,
      json: { scans: Array.from({ length: 501 }, () => scanOf('A'.repeat(22))) },
    });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).fields).toEqual({ scans: 'At most 500 scans a call' });

    const stranger = await callApi(`/api/events/${event.id}/check-ins`, {
      token: otherOrganiser.idToken,
      json: { scans: [scanOf('A'.repeat(22))] },
    });
    expect(stranger.status).toBe(404);
    const anonymous = await callApi(`/api/events/${event.id}/check-ins`, {
      token: buyer.idToken,
      json: { scans: [scanOf('A'.repeat(22))] },
    });
    expect(anonymous.status).toBe(403);
    const nobody = await callApi(`/api/events/${event.id}/check-ins`, {
      json: { scans: [scanOf('A'.repeat(22))] },
    });
    expect(nobody.status).toBe(401);
    // Administrators may scan for any event.
    expect(await postScans(event.id, [scanOf('A'.repeat(22))], admin.idToken)).toMatchObject([
      { result: 'unknown' },
    ]);
  });
});

describe('manual check-in from the attendee list', () => {
  const path = (code: string, eventId = event.id) =>
    `/api/events/${eventId}/attendees/${code}/check-in`;

  it('checks in, refuses a second time saying when, and undoes', async () => {
    const [code] = await takeFreeTickets(buyer, event, { email: holder });
    const checkedIn = await callApi(path(code!), { method: 'POST', token: organiser.idToken });
    expect(checkedIn.status).toBe(200);
    const guest = attendee.parse(checkedIn.body);
    expect(guest).toMatchObject({
      code,
      typeName: 'Free',
      holderEmail: holder,
      status: 'valid',
      checkedInBy: organiser.email,
    });
    expect(Date.now() - Date.parse(guest.checkedInAt!)).toBeLessThan(60_000);

    const again = await callApi(path(code!), { method: 'POST', token: admin.idToken });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toMatch(/^Already checked in on .+ by /);
    expect(errorOf(again).details).toEqual({
      checkedInAt: guest.checkedInAt,
      checkedInBy: organiser.email,
    });

    for (let i = 0; i < 2; i++) {
      const undone = await callApi(path(code!), { method: 'DELETE', token: organiser.idToken });
      expect(undone.status).toBe(200);
      expect(attendee.parse(undone.body).checkedInAt).toBeUndefined();
    }
    expect((await ticketByCode(code!)).checkedInAt).toBeUndefined();
    // Undone, the ticket gets in again.
    const [scan] = await postScans(event.id, [scanOf(await qrOf(code!))]);
    expect(scan?.result).toBe('valid');
  });

  it('refuses a void ticket and keeps other events and other people out', async () => {
    const [refunded] = await takeFreeTickets(buyer, event, { email: holder });
    const [elsewhere] = await takeFreeTickets(buyer, otherEvent, { email: holder });
    await voidTicket(refunded!);
    const voided = await callApi(path(refunded!), { method: 'POST', token: organiser.idToken });
    expect(voided.status).toBe(409);
    expect(errorOf(voided).message).toBe('This ticket was refunded: it cannot be checked in');
    for (const method of ['POST', 'DELETE']) {
      const other = await callApi(path(elsewhere!), { method, token: organiser.idToken });
      expect(other.status).toBe(404);
      const stranger = await callApi(path(refunded!), { method, token: otherOrganiser.idToken });
      expect(stranger.status).toBe(404);
    }
    const badCode = await callApi(path('short'), { method: 'POST', token: organiser.idToken });
    expect(badCode.status).toBe(400);
    expect(errorOf(badCode).fields).toEqual({ code: 'Not a ticket code' });
    expect((await ticketByCode(elsewhere!)).checkedInAt).toBeUndefined();
  });
});
