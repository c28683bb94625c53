/**
 * The organiser's attendee list and the CSV downloads through the stack's `api` function,
 * after real purchases (free orders, and a paid one through the fake Paystack), on whichever
 * backend the stack runs: search, filters, paging, who may see them, and the CSV files parsed
 * back. The downloads come after the list's tests, which check a ticket in and void another.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeesResponse, type Attendee } from '../../functions/src/contract/orders';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { neutraliseFormula } from '../../functions/src/http/csv-download';
import { paths } from '../../functions/src/paths';
import { callApi } from '../support/api';
import { errorOf } from '../support/api-errors';
import { signInAnonymously, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { buyers, formulaEmail, sellDoorListTickets } from '../support/door-lists-sales';
import { typeIdOf } from '../support/events';

let organiser: TestUser;
let otherOrganiser: TestUser;
let admin: TestUser;
let event: EventWithTypes;
let paidReference: string;

beforeAll(async () => {
  ({ organiser, otherOrganiser, admin, event, paidReference } = await sellDoorListTickets());
}, 120_000);
afterAll(closeBackendDocs);

async function attendeesPage(query: Record<string, string>, user = organiser) {
  const answer = await callApi(
    `/api/events/${event.id}/attendees?${new URLSearchParams(query).toString()}`,
    { token: user.idToken },
  );
  return answer;
}

/** Every attendee of `query`, page by page. */
async function allAttendees(query: Record<string, string> = {}, limit = 3): Promise<Attendee[]> {
  const attendees: Attendee[] = [];
  let after: string | undefined;
  do {
    const answer = await attendeesPage({
      ...query,
      limit: String(limit),
      ...(after !== undefined ? { after } : {}),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = attendeesResponse.parse(answer.body);
    expect(page.attendees.length).toBeLessThanOrEqual(limit);
    attendees.push(...page.attendees);
    after = page.nextCursor;
  } while (after !== undefined);
  return attendees;
}

async function downloadCsv(list: 'attendees' | 'orders', query = '', user = organiser) {
  const response = await fetch(
    `${process.env.TEST_HOSTING_URL}/api/events/${event.id}/${list}.csv${query}`,
    { headers: { authorization: `Bearer ${user.idToken}` } },
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: bytes.toString('utf8') };
}

describe('the attendee list', () => {
  it('lists every ticket once, oldest first, a page at a time', async () => {
    const attendees = await allAttendees();
    // 1+2+3+1+2+3+1 free tickets, the formula buyer's one, and two paid General.
    expect(attendees).toHaveLength(13 + 1 + 2);
    expect(new Set(attendees.map((each) => each.code)).size).toBe(attendees.length);
    expect(attendees.map((each) => each.holderEmail)).toEqual([
      ...buyers.flatMap((email, i) => Array<string>(1 + (i % 3)).fill(email)),
      formulaEmail,
      buyers[0],
      buyers[0],
    ]);
    expect(attendees.at(-1)).toMatchObject({
      typeName: 'General',
      typeId: typeIdOf(event, 'General'),
      orderReference: paidReference,
      status: 'valid',
    });
    expect(attendees.at(-1)?.checkedInAt).toBeUndefined();
  });

  it('finds tickets by the start of an email, a code or an order reference', async () => {
    const attendees = await allAttendees();
    const byEmail = await allAttendees({ q: buyers[2]!.slice(0, 12).toUpperCase() });
    expect(byEmail.map((each) => each.holderEmail)).toEqual([buyers[2], buyers[2], buyers[2]]);
    const code = attendees[4]!.code;
    expect((await allAttendees({ q: code.slice(0, 10) })).map((each) => each.code)).toContain(code);
    expect((await allAttendees({ q: code })).map((each) => each.code)).toEqual([code]);
    const byReference = await allAttendees({ q: paidReference.slice(0, 8) });
    expect(byReference.map((each) => each.orderReference)).toEqual([paidReference, paidReference]);
    expect(await allAttendees({ q: 'nobody-bought-this' })).toEqual([]);
  });

  it('filters by type and by door state', async () => {
    const crew = await allAttendees({ typeId: typeIdOf(event, 'Crew') });
    expect(crew).toHaveLength(2 + 1 + 3);
    expect(crew.every((each) => each.typeName === 'Crew')).toBe(true);

    // Check one in and void another as the check-in and refund use cases write them.
    const [first, second] = crew;
    const docs = backendDocs();
    await docs.update(paths.ticket(first!.code), {
      checkedInAt: '2026-06-01T20:14:00.000Z',
      checkedInBy: `organiser:${organiser.uid}`,
      doorState: 'checked_in',
    });
    await docs.update(paths.ticket(second!.code), {
      status: 'void',
      voidReason: 'refunded',
      doorState: 'void',
    });
    const checkedIn = await allAttendees({ status: 'checked_in' });
    expect(checkedIn.map((each) => each.code)).toEqual([first!.code]);
    expect(checkedIn[0]).toMatchObject({
      checkedInAt: '2026-06-01T20:14:00.000Z',
      checkedInBy: organiser.email,
    });
    const voided = await allAttendees({ status: 'void', typeId: typeIdOf(event, 'Crew') });
    expect(voided).toMatchObject([{ code: second!.code, status: 'void', voidReason: 'refunded' }]);
    const waiting = await allAttendees({ status: 'not_checked_in' });
    expect(waiting).toHaveLength(16 - 2);
    expect(waiting.map((each) => each.code)).not.toContain(first!.code);
  });

  it('refuses bad filters, naming them, and a cursor that is not one', async () => {
    const bad = await attendeesPage({ status: 'inside', limit: '500', typeId: 'a b' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).fields).toEqual({
      status: 'Not a status',
      limit: 'At most 100 a page',
      typeId: 'Not a ticket type id',
    });
    const cursor = await attendeesPage({ after: 'not-a-cursor' });
    expect(cursor.status).toBe(400);
    expect(errorOf(cursor.body).fields).toEqual({ after: 'Not a page cursor' });
  });

  it('is shown to the organiser and administrators only', async () => {
    expect((await attendeesPage({}, otherOrganiser)).status).toBe(404);
    expect((await attendeesPage({}, admin)).status).toBe(200);
    expect((await attendeesPage({}, await signInAnonymously())).status).toBe(403);
    const noToken = await callApi(`/api/events/${event.id}/attendees`);
    expect(noToken.status).toBe(401);
    expect((await downloadCsv('attendees', '', otherOrganiser)).response.status).toBe(404);
    expect((await downloadCsv('orders', '', otherOrganiser)).response.status).toBe(404);
  });
});

describe('the CSV downloads', () => {
  it('has every attendee, with a BOM, CRLF rows, headers in words and formulas neutralised', async () => {
    const { response, bytes, text } = await downloadCsv('attendees');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=attendees-door-lists-\d+\.csv$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n').length).toBe(1 + 16 + 1);
    const rows = parse(text, { bom: true, columns: true, record_delimiter: '\r\n' }) as Array<
      Record<string, string>
    >;
    const attendees = await allAttendees({}, 100);
    expect(rows).toHaveLength(attendees.length);
    expect(Object.keys(rows[0]!)).toEqual([
      'Ticket code',
      'Ticket type',
      'Holder email',
      'Order reference',
      'Status',
      'Checked in at',
      'Checked in by',
      'Bought at',
    ]);
    rows.forEach((row, index) => {
      const attendee = attendees[index]!;
      expect(row['Ticket code']).toBe(neutraliseFormula(attendee.code));
      expect(row['Holder email']).toBe(neutraliseFormula(attendee.holderEmail));
      expect(row['Bought at']).toBe(attendee.createdAt);
    });
    expect(rows.find((row) => row['Holder email'] === `'${formulaEmail}`)).toBeDefined();
    expect(rows.filter((row) => row.Status === 'Checked in')).toMatchObject([
      { 'Checked in at': '2026-06-01T20:14:00.000Z', 'Checked in by': organiser.email },
    ]);
    expect(rows.filter((row) => row.Status === 'Void (refunded)')).toHaveLength(1);
  });

  it('takes the lists filters', async () => {
    const { text } = await downloadCsv('attendees', `?typeId=${typeIdOf(event, 'General')}`);
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row['Order reference'])).toEqual([paidReference, paidReference]);
    const bad = await downloadCsv('attendees', '?status=inside');
    expect(bad.response.status).toBe(400);
  });

  it('has every order, amounts as decimals beside their currency', async () => {
    const { response, text } = await downloadCsv('orders');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=orders-door-lists-\d+\.csv$/,
    );
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      'Order reference': paidReference,
      'Buyer email': buyers[0],
      Tickets: '2',
      Amount: '301.00',
      Currency: 'ZAR',
      Status: 'Paid',
    });
    expect(rows[1]).toMatchObject({ 'Buyer email': `'${formulaEmail}`, Amount: '0.00' });
  });
});
