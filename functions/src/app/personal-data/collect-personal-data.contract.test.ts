/**
 * What a person's data file holds, on both DocStores: an account's own records (profile,
 * application, two-step as a fact, memberships) and the orders (and purchases that never
 * became one), tickets, answers, transfers,
 * refund requests, waiting-list places and unsubscribes found by its uid and its verified
 * address; an address alone gets what is tied to it. Nothing of anybody else's (the friend's
 * claimed ticket, another buyer's order, what a holder changed since) and no secret.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { personalData, type PersonalData } from '../../contract/personal-data';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { TestClock } from '../../test-support/test-clock';
import { recipientKeyOf } from '../mailings/recipient-key';
import { entryIdOf } from '../waiting-list/join-waiting-list';
import { collectPersonalData } from './collect-personal-data';

const ann = 'ann@example.com';
const secrets = {
  twoStep: 'JBSWY3DPEHPK3PXPSECRET',
  recoveryHash: 'f'.repeat(64),
  transferHash: 'e'.repeat(64),
  signingKey: 'PRIVATE-KEY-MATERIAL',
};

const ticket = (orderId: string, email: string, extra: Record<string, unknown> = {}) => ({
  orderId,
  eventId: 'e1',
  typeId: 'ga',
  typeName: 'General',
  email,
  uid: 'anon-1',
  createdAt: '2026-11-20T00:00:00.000Z',
  status: 'valid',
  ...extra,
});
const order = (email: string, uid: string, ticketCodes: string[], extra = {}) => ({
  eventId: 'e1',
  uid,
  email,
  requestId: `r-${ticketCodes[0]}`,
  status: 'paid',
  amount: 30000,
  currency: 'ZAR',
  items: [{ typeId: 'ga', name: 'General', quantity: ticketCodes.length, unitPrice: 10000 }],
  ticketCodes,
  createdAt: '2026-11-20T00:00:00.000Z',
  holdExpiresAt: '2026-11-20T00:15:00.000Z',
  paidAt: '2026-11-20T00:01:00.000Z',
  ...extra,
});

async function storeAnnsWorld(docs: DocStore) {
  await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 10 } });
  await docs.update(paths.event('e1'), {
    name: 'Rooftop Cinema',
    orgId: 'org1',
    startsAt: '2026-12-06T17:00:00.000Z',
    attendeeDetails: {
      holderName: 'required',
      holderEmail: 'optional',
      editCutoffHours: 0,
      questions: [
        {
          id: 'diet',
          label: 'Dietary needs',
          kind: 'text',
          per: 'ticket',
          required: false,
          typeIds: [],
        },
        {
          id: 'heard',
          label: 'How did you hear of us?',
          kind: 'text',
          per: 'order',
          required: false,
          typeIds: [],
        },
      ],
    },
  });
  await docs.set(paths.organisation('org1'), {
    name: 'Rooftop Sessions',
    slug: 'rooftop',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  await docs.set(paths.eventKey('e1'), { privateKey: secrets.signingKey });

  // Ann bought o1 in an anonymous session: her own t1, t2 named for Bob, t3 handed to Cy.
  await docs.set(
    paths.order('o1'),
    order(ann, 'anon-1', ['t1', 't2', 't3'], {
      invoice: { number: 7 },
      attendeeDetails: {
        answers: { heard: 'A friend' },
        attendees: [
          { name: 'Ann Able', answers: { diet: 'None' } },
          { name: 'Bob Brown', email: 'bob@example.com', answers: { diet: 'Vegan' } },
          { name: 'Ann Able' },
        ],
      },
    }),
  );
  await docs.set(
    paths.ticket('t1'),
    ticket('o1', ann, { checkedInAt: '2026-12-06T17:05:00.000Z' }),
  );
  await docs.set(
    paths.ticket('t2'),
    ticket('o1', ann, {
      attendeeEmail: 'bob@example.com',
      holderName: 'Bob Brown',
      checkedInAt: '2026-12-06T17:10:00.000Z',
    }),
  );
  await docs.set(
    paths.ticket('t3'),
    ticket('o1', ann, {
      status: 'void',
      voidReason: 'transferred',
      transferredTo: { name: 'Cy Cole', email: 'cy@example.com', at: '2026-11-21T00:00:00.000Z' },
      replacedBy: 't4-friends-code',
    }),
  );
  // Cy's claimed ticket: a code of Cy's own, on Ann's order but never in her file.
  await docs.set(
    paths.ticket('t4-friends-code'),
    ticket('o1', 'cy@example.com', { holderName: 'Cy Cole', replaces: 't3', uid: 'cy-uid' }),
  );
  await docs.set(paths.ticketTransfer('tr1'), {
    code: 't3',
    eventId: 'e1',
    orderId: 'o1',
    fromEmail: ann,
    toName: 'Cy Cole',
    toEmail: 'cy@example.com',
    tokenHash: secrets.transferHash,
    status: 'claimed',
    createdAt: '2026-11-21T00:00:00.000Z',
    claimedAt: '2026-11-21T01:00:00.000Z',
    newCode: 't4-friends-code',
  });
  await docs.set(paths.refundRequest('e1', 'o1'), {
    orderId: 'o1',
    eventId: 'e1',
    email: ann,
    amount: 30000,
    currency: 'ZAR',
    tickets: 3,
    ticketCode: 't1',
    reason: 'I cannot come after all',
    requestedAt: '2026-11-22T00:00:00.000Z',
    state: 'pending',
  });
  // o2: bought by Ann's account with a work address: hers by uid only.
  await docs.set(paths.order('o2'), order('ann.work@example.com', 'ann-uid', ['t6']));
  await docs.set(paths.ticket('t6'), ticket('o2', 'ann.work@example.com', { uid: 'ann-uid' }));
  // Dee bought o3 and named Ann as the holder of t5.
  await docs.set(paths.order('o3'), order('dee@example.com', 'dee-uid', ['t5']));
  await docs.set(
    paths.ticket('t5'),
    ticket('o3', 'dee@example.com', {
      uid: 'dee-uid',
      attendeeEmail: ann,
      holderName: 'Ann Able',
      answers: { diet: 'Gluten free' },
    }),
  );

  // Ann's try before o1, refused: its holders and answers are kept; o1's own request is o1.
  const request = (id: string, email: string, uid: string, status: string, extra = {}) =>
    docs.set(paths.purchaseRequest(id), {
      eventId: 'e1',
      uid,
      email,
      items: [{ typeId: 'ga', quantity: 2 }],
      createdAt: '2026-11-19T00:00:00.000Z',
      status,
      ...extra,
    });
  await request('r-refused', ann, 'anon-1', 'refused', {
    refusal: { code: 'not_enough', typeId: 'ga', left: 1 },
    attendeeDetails: {
      answers: { heard: 'The radio' },
      attendees: [{ name: 'Ann Able' }, { name: 'Bob Brown', email: 'bob@example.com' }],
    },
  });
  await request('r-t1', ann, 'anon-1', 'granted', { orderId: 'o1' });
  await request('r-dee', 'dee@example.com', 'dee-uid', 'refused');

  await docs.set(paths.waitingList('e1', 'ga'), {
    eventId: 'e1',
    typeId: 'ga',
    waiting: 2,
    pool: 0,
    offered: 0,
    closed: false,
    active: true,
    updatedAt: '2026-11-23T00:00:00.000Z',
  });
  for (const email of [ann, 'eve@example.com']) {
    await docs.set(paths.waitingListEntry('e1', 'ga', entryIdOf(email)), {
      email,
      quantity: 2,
      createdAt: '2026-11-23T00:00:00.000Z',
      state: 'waiting',
      token: 'waiting-list-link-secret',
      uid: 'anon-1',
      updatedAt: '2026-11-23T00:00:00.000Z',
    });
  }
  await docs.set(paths.unsubscribe('org1', recipientKeyOf(ann)), {
    unsubscribedAt: '2026-11-24T00:00:00.000Z',
    mailingId: 'm1',
  });

  // Ann's account.
  await docs.set(paths.user('ann-uid'), {
    email: ann,
    firstName: 'Ann',
    lastName: 'Able',
    country: 'South Africa',
    state: 'Gauteng',
    profileImg: 'v1',
    createdAt: '2026-10-01T00:00:00.000Z',
  });
  await docs.set(paths.twoStep('ann-uid'), {
    secret: secrets.twoStep,
    enabled: true,
    createdAt: '2026-10-02T00:00:00.000Z',
    confirmedAt: '2026-10-02T00:01:00.000Z',
    recoveryCodes: [secrets.recoveryHash, secrets.recoveryHash.replace('f', 'a')],
    updatedAt: '2026-10-02T00:01:00.000Z',
  });
  await docs.set(paths.membership('org1', 'ann-uid'), {
    orgId: 'org1',
    uid: 'ann-uid',
    role: 'finance',
    eventIds: ['e1'],
    addedAt: '2026-10-03T00:00:00.000Z',
  });
  await docs.set(paths.questionnaireSubmission('u-ann-uid'), {
    info: 'launch',
    status: 'new',
    submittedAt: '2026-10-04T00:00:00.000Z',
    createdAt: '2026-10-04T00:00:00.000Z',
    gender: 'Female',
    firstName: 'Ann',
    email: ann,
    country: 'South Africa',
    questions: [{ label: 'What do you organise?', answer: 'Film nights' }],
    message: 'Hello',
    uid: 'ann-uid',
  });
}

describe.each(docStoreHarnesses('demo-personal-data'))('a person’s data on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(Date.parse('2026-12-01T10:00:00.000Z'));
  const collect = (subject: Parameters<typeof collectPersonalData>[0]['subject']) =>
    collectPersonalData({ services: { docs, clock }, subject });

  beforeEach(async () => {
    docs = await open();
    await storeAnnsWorld(docs);
  });

  /** The file must be what the contract says, and hold nobody else's data and no secret. */
  function expectCleanFile(file: PersonalData) {
    expect(personalData.parse(file)).toEqual(file);
    const text = JSON.stringify(file);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    for (const other of ['t4-friends-code', 'dee@example.com', 'dee-uid', 'eve@example.com']) {
      expect(text).not.toContain(other);
    }
    expect(text).not.toContain('waiting-list-link-secret');
    // Bob's own edits and his door are his: the file shows Bob as Ann named him, no more.
    expect(text).not.toContain('2026-12-06T17:10:00.000Z');
  }

  it('gives an account its own records and everything found by its uid and verified address', async () => {
    const file = await collect({ uid: 'ann-uid', email: ann, emailVerified: true });
    expectCleanFile(file);
    expect(file.subject).toEqual({ uid: 'ann-uid', email: ann, emailVerified: true });
    expect(file.generatedAt).toBe('2026-12-01T10:00:00.000Z');
    expect(file.profile).toMatchObject({ uid: 'ann-uid', firstName: 'Ann', hasPhoto: true });
    expect(file.twoStepSignIn).toEqual({
      enabled: true,
      setUpAt: '2026-10-02T00:00:00.000Z',
      confirmedAt: '2026-10-02T00:01:00.000Z',
      recoveryCodesLeft: 2,
    });
    expect(file.memberships).toEqual([
      {
        organisationId: 'org1',
        organisationName: 'Rooftop Sessions',
        role: 'finance',
        limitedToEventIds: ['e1'],
        addedAt: '2026-10-03T00:00:00.000Z',
      },
    ]);
    expect(file.questionnaire.submissions.map((sent) => sent.questions)).toEqual([
      [{ label: 'What do you organise?', answer: 'Film nights' }],
    ]);
    expect(file.orders.map((bought) => bought.reference)).toEqual(['o1', 'o2']);
    expect(file.purchaseAttempts).toEqual([
      {
        event: { id: 'e1', name: 'Rooftop Cinema', startsAt: '2026-12-06T17:00:00.000Z' },
        email: ann,
        status: 'refused',
        refusal: 'not_enough',
        items: [{ typeId: 'ga', quantity: 2 }],
        answers: [{ question: 'How did you hear of us?', answer: 'The radio' }],
        holders: [{ name: 'Ann Able' }, { name: 'Bob Brown', email: 'bob@example.com' }],
        createdAt: '2026-11-19T00:00:00.000Z',
      },
    ]);

    const o1 = file.orders[0]!;
    expect(o1).toMatchObject({
      event: { id: 'e1', name: 'Rooftop Cinema', startsAt: '2026-12-06T17:00:00.000Z' },
      email: ann,
      amount: 30000,
      currency: 'ZAR',
      receiptNumber: 7,
      answers: [{ question: 'How did you hear of us?', answer: 'A friend' }],
    });
    expect(o1.tickets).toEqual([
      {
        code: 't1',
        typeName: 'General',
        status: 'valid',
        holderName: 'Ann Able',
        answers: [{ question: 'Dietary needs', answer: 'None' }],
        checkedInAt: '2026-12-06T17:05:00.000Z',
      },
      // Named for Bob: as Ann gave it, without his code or his door.
      {
        typeName: 'General',
        status: 'valid',
        holderName: 'Bob Brown',
        holderEmail: 'bob@example.com',
        answers: [{ question: 'Dietary needs', answer: 'Vegan' }],
      },
      {
        code: 't3',
        typeName: 'General',
        status: 'void',
        voidReason: 'transferred',
        holderName: 'Ann Able',
        transferredTo: { name: 'Cy Cole', email: 'cy@example.com', at: '2026-11-21T00:00:00.000Z' },
      },
    ]);
    // Held from Dee's order: the ticket and Ann's answers, not what Dee paid or her address.
    expect(file.ticketsHeld).toEqual([
      {
        code: 't5',
        orderReference: 'o3',
        event: { id: 'e1', name: 'Rooftop Cinema', startsAt: '2026-12-06T17:00:00.000Z' },
        typeName: 'General',
        status: 'valid',
        holderName: 'Ann Able',
        holderEmail: ann,
        answers: [{ question: 'Dietary needs', answer: 'Gluten free' }],
        createdAt: '2026-11-20T00:00:00.000Z',
      },
    ]);
    expect(file.transfers).toEqual([
      {
        direction: 'sent',
        event: { id: 'e1', name: 'Rooftop Cinema', startsAt: '2026-12-06T17:00:00.000Z' },
        toName: 'Cy Cole',
        toEmail: 'cy@example.com',
        fromEmail: ann,
        status: 'claimed',
        createdAt: '2026-11-21T00:00:00.000Z',
        claimedAt: '2026-11-21T01:00:00.000Z',
      },
    ]);
    expect(file.refundRequests).toMatchObject([
      { orderReference: 'o1', state: 'pending', reason: 'I cannot come after all' },
    ]);
    expect(file.waitingLists).toMatchObject([
      { event: { id: 'e1' }, typeName: 'General', email: ann, quantity: 2, state: 'waiting' },
    ]);
    expect(file.consents).toEqual([
      {
        organisationId: 'org1',
        organisationName: 'Rooftop Sessions',
        promotionalMessages: 'unsubscribed',
        at: '2026-11-24T00:00:00.000Z',
      },
    ]);
  });

  it('gives an address alone what is tied to it, and an unknown address nothing', async () => {
    const file = await collect({ email: ann });
    expectCleanFile(file);
    expect(file.subject).toEqual({ email: ann });
    expect(file.profile).toBeNull();
    expect(file.twoStepSignIn).toBeNull();
    expect(file.memberships).toEqual([]);
    // o2 is the account's (by uid), not the address's.
    expect(file.orders.map((bought) => bought.reference)).toEqual(['o1']);
    expect(file.ticketsHeld.map((held) => held.code)).toEqual(['t5']);
    expect(file.purchaseAttempts.map((attempt) => attempt.refusal)).toEqual(['not_enough']);
    expect(file.transfers).toHaveLength(1);
    expect(file.waitingLists).toHaveLength(1);
    expect(file.consents).toHaveLength(1);
    // The intake questionnaire's application sent with the address.
    expect(file.questionnaire.submissions).toHaveLength(1);

    const friend = await collect({ email: 'cy@example.com' });
    expectCleanFileOfFriend(friend);

    const nobody = await collect({ email: 'nobody@example.com' });
    expect(nobody).toMatchObject({
      orders: [],
      purchaseAttempts: [],
      ticketsHeld: [],
      transfers: [],
      refundRequests: [],
      waitingLists: [],
      consents: [],
      questionnaire: { draft: null, submissions: [] },
    });
  });

  /** Cy holds the claimed ticket and received the transfer, but never sees Ann's address. */
  function expectCleanFileOfFriend(file: PersonalData) {
    expect(file.orders).toEqual([]);
    expect(file.ticketsHeld.map((held) => held.code)).toEqual(['t4-friends-code']);
    expect(file.transfers).toMatchObject([{ direction: 'received', toName: 'Cy Cole' }]);
    expect(file.transfers[0]).not.toHaveProperty('fromEmail');
    expect(JSON.stringify(file)).not.toContain(ann);
    expect(JSON.stringify(file)).not.toContain(secrets.transferHash);
  }
});
