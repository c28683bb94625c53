/**
 * The waiting room through the stack's functions, on whichever backend the stack runs: the
 * organiser's setting, a buyer let in with a token, and beginTransaction refusing a missing,
 * forged, foreign or reused token with 403 and the reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventWithTypes,
  type CreateEventRequest,
  type EventWithTypes,
} from '../../functions/src/contract/events';
import { publicEvent } from '../../functions/src/contract/public';
import {
  waitingRoomStatus,
  type WaitingRoomStatus,
} from '../../functions/src/contract/waiting-room';
import { callApi } from '../support/api';
import { errorOf, fieldsOf } from '../support/api-errors';
import { signInAnonymously, type TestUser } from '../support/auth-emulator';
import { beginTransaction as begin, purchaseRequest } from '../support/checkout-calls';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';

let organiser: TestUser;
let event: EventWithTypes;

const draft = (waitingRoom: CreateEventRequest['waitingRoom']): CreateEventRequest => ({
  name: `Waiting room test ${Date.now()}`,
  description: 'A sale with a line',
  // On sale from the start: the room has opened, and lets ten a ten seconds in.
  types: [{ name: 'Free', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 2 }],
  waitingRoom,
});

beforeAll(async () => {
  let admin: TestUser;
  [organiser, admin] = await organiserAndAdmin();
  event = await createApprovedEvent(organiser, admin, draft({ enabled: true, admitPerMinute: 60 }));
});

async function statusOf(buyer: TestUser): Promise<WaitingRoomStatus> {
  const answer = await callApi(`/api/events/${event.id}/waitingRoom`, {
    method: 'POST',
    token: buyer.idToken,
  });
  expect(answer.status).toBe(200);
  return waitingRoomStatus.parse(answer.body);
}

async function admittedToken(buyer: TestUser): Promise<string> {
  const status = await statusOf(buyer);
  if (status.state !== 'admitted') throw new Error(`Not admitted: ${status.state}`);
  return status.token;
}

describe('the waiting room', () => {
  it('is the organiser’s setting, refused with the field when out of range', async () => {
    expect(event.waitingRoom).toEqual({ enabled: true, admitPerMinute: 60 });
    const refused = await callApi('/api/events', {
      token: organiser.idToken,
      json: draft({ enabled: true, admitPerMinute: 1 }),
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({
      'waitingRoom.admitPerMinute': 'At least 6 buyers a minute',
    });
    const page = publicEvent.parse((await callApi(`/api/events/${event.id}`)).body);
    expect(page.waitingRoom).toBe(true);
    // Clearing the pace goes back to the platform's (an edit must not keep the old one).
    const { types, ...details } = draft({ enabled: true });
    const edited = await callApi(`/api/events/${event.id}`, {
      method: 'PUT',
      token: organiser.idToken,
      json: { ...details, name: event.name, types: [{ ...types![0]!, id: event.types[0]!.id }] },
    });
    expect(edited.status).toBe(200);
    expect(eventWithTypes.parse(edited.body).waitingRoom).toEqual({ enabled: true });
    const again = await callApi(`/api/events/${event.id}`, { token: organiser.idToken });
    const stored = eventWithTypes.parse(again.body);
    expect(stored.waitingRoom).toEqual({ enabled: true });
    expect(stored.status).toBe('approved');
  });

  it('asks for a buyer’s session and keeps their place', async () => {
    const anonymous = await callApi(`/api/events/${event.id}/waitingRoom`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const buyer = await signInAnonymously();
    const first = await statusOf(buyer);
    expect(first.state).toBe('admitted');
    expect(await statusOf(buyer)).toEqual(first);
  });

  it('sells once per token: 403 without one, with a forged, foreign or reused one', async () => {
    const buyer = await signInAnonymously();
    const token = await admittedToken(buyer);
    const request = purchaseRequest(event, [['Free', 1]], 'line@example.com');

    const missing = await begin(buyer, request);
    expect(missing.status).toBe(403);
    expect(errorOf(missing.body).code).toBe('admission_required');

    const [prefix, claims, signature] = token.split('.');
    // One bit of the signature flipped (editing its base64 text can land in padding bits
    // that decoders ignore, and leave the signature as it was).
    const flipped = Buffer.from(signature!, 'base64url');
    flipped[0] = flipped[0]! ^ 0x01;
    const tampered = `${prefix}.${claims}.${flipped.toString('base64url')}`;
    const forged = await begin(buyer, { ...request, admissionToken: tampered });
    expect(forged.status).toBe(403);
    expect(errorOf(forged.body)).toMatchObject({
      code: 'admission_invalid',
      details: { reason: 'forged' },
    });

    const someoneElse = await signInAnonymously();
    const shared = await begin(someoneElse, { ...request, admissionToken: token });
    expect(shared.status).toBe(403);
    expect(errorOf(shared.body).details).toEqual({ reason: 'other_buyer' });
    // Another's bad try cost the buyer nothing.
    expect(await admittedToken(buyer)).toBe(token);

    const bought = await begin(buyer, { ...request, admissionToken: token });
    expect(bought.status).toBe(200);
    // A second press of the same purchase is the same purchase.
    const again = await begin(buyer, { ...request, admissionToken: token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(bought.body);
    const replay = await begin(buyer, {
      ...purchaseRequest(event, [['Free', 2]], 'line@example.com'),
      admissionToken: token,
    });
    expect(replay.status).toBe(403);
    expect(errorOf(replay.body)).toMatchObject({
      code: 'admission_invalid',
      details: { reason: 'reused' },
    });
  });
});
