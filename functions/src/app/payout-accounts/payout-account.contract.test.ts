/**
 * An organisation's payout account on both DocStores, through the HTTP routes, with the real
 * Paystack Transfers adapter talking to the fake Paystack: only the last four digits are
 * kept, payouts to a changed account wait 48 hours, every owner is emailed and the audit log
 * has it, only owners and finance change it, bad input is a 400 naming its field, a sign-in
 * older than five minutes cannot change where money goes, and an account kept before
 * organisations moves into its owner's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayoutAccountServices } from '../../http/routes/payout-account-routes';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { VerifiedUser } from '../../ports/identity';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { useFakePaystackGateway } from '../../test-support/fake-paystack-gateway';
import {
  startPayoutAccountApi,
  tokenIdentity,
  type PayoutAccountApi,
} from '../../test-support/payout-account-api';
import { personalOrganisationId } from '../organisations/personal-organisation';
import type { MembershipRecord } from '../organisations/organisation-records';
import { movePayoutAccountsIntoOrganisations } from './move-payout-accounts';
import { payoutAccountOf } from './payout-account-records';

const paystack = useFakePaystackGateway('sk_test_payout_accounts');
const harnesses = docStoreHarnesses('demo-payout-accounts');

const hourMs = 60 * 60 * 1000;
const standardBank = '051001';
const guaranty = '058';
const zarAccount = {
  currency: 'ZAR',
  bankCode: standardBank,
  accountNumber: '1000000001',
  accountHolder: 'Thandi Mokoena',
};

const org = personalOrganisationId('organiser');
const person = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  disabled: false,
  isAdmin: false,
});

describe.each(harnesses)('payout accounts on $name', ({ open }) => {
  let docs: DocStore;
  let now = Date.parse('2026-12-01T10:00:00.000Z');
  const { mailer, sent } = dedupingMailer();
  const signedIn =
    (uid: string) =>
    (signedInAt: number): VerifiedUser => ({
      ...person(uid),
      isAnonymous: false,
      signedInAt: new Date(signedInAt),
    });
  const organiser = signedIn('organiser');
  const member = (uid: string) => () => signedIn(uid)(now - 60_000);
  const services: PayoutAccountServices = {
    get docs() {
      return docs;
    },
    get payouts() {
      return paystack.payouts;
    },
    mailer,
    clock: { now: () => new Date(now) },
    identity: tokenIdentity(
      {
        fresh: () => organiser(now - 60_000),
        stale: () => organiser(now - 6 * 60_000),
        partner: member('partner'),
        finance: member('finance'),
        manager: member('manager'),
        stranger: member('stranger'),
      },
      ['organiser', 'partner', 'finance', 'manager', 'stranger'].map(person),
    ),
    paymentCurrencies: ['ZAR'],
    payoutPolicy: { payableAfterMs: 72 * hourMs, holdAfterAccountChangeMs: 48 * hourMs },
    publicBaseUrl: 'https://tickets.example.com',
  };
  let api: PayoutAccountApi;
  beforeAll(async () => {
    api = await startPayoutAccountApi(services);
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    docs = await open();
    now = Date.parse('2026-12-01T10:00:00.000Z');
    sent.length = 0;
  });
  const put = (body: unknown, token = 'fresh') =>
    api.call('PUT', '/api/payout-account', token, body);

  it('lists the banks of a currency by name and code, and refuses one not offered', async () => {
    const { status, body } = await api.call('GET', '/api/payout-banks?currency=ZAR', 'fresh');
    expect(status).toBe(200);
    const { banks } = body as { banks: Array<{ name: string; code: string }> };
    expect(banks).toContainEqual({ name: 'Standard Bank South Africa', code: standardBank });
    expect(banks.every((bank) => Object.keys(bank).length === 2)).toBe(true);
    expect(await api.call('GET', '/api/payout-banks?currency=EUR', 'fresh')).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', fields: { currency: expect.any(String) } } },
    });
  });

  it('stores only the last 4 digits, holds payouts 48 h and emails the organiser', async () => {
    const { status, body } = await put(zarAccount);
    expect(status).toBe(200);
    const changedAt = new Date(now).toISOString();
    const payableFrom = new Date(now + 48 * hourMs).toISOString();
    expect(body).toEqual({
      account: {
        currency: 'ZAR',
        bankName: 'Standard Bank South Africa',
        accountLast4: '0001',
        // The bank's own name for the account, where it says.
        accountHolder: 'THANDI MOKOENA',
        changedAt,
        payableFrom,
      },
      accountNameConfirmed: true,
    });

    const stored = (await docs.get(paths.payoutAccount(org, 'ZAR'))).data;
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'accountHolder',
        'accountLast4',
        'bankCode',
        'bankName',
        'changedAt',
        'currency',
        'orgId',
        'recipientCode',
        'uid',
      ].sort(),
    );
    expect(JSON.stringify(stored)).not.toContain('1000000001');
    expect(await payoutAccountOf(docs, org, 'ZAR')).toMatchObject({
      recipientCode: expect.stringMatching(/^RCP_/),
      bankCode: standardBank,
      changedAt,
    });
    expect(await payoutAccountOf(docs, org, 'NGN')).toBeUndefined();

    expect(await api.call('GET', '/api/payout-account', 'fresh')).toEqual({
      status: 200,
      body: { accounts: [(body as { account: unknown }).account], currencies: ['ZAR', 'NGN'] },
    });

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'organiser@example.com',
      subject: 'My organisation: the payout account was changed',
    });
    expect(sent[0]!.text).toContain('organiser@example.com changed the account');
    expect(sent[0]!.text).toContain('Standard Bank South Africa ···· 0001');
    expect(sent[0]!.text).toContain('wait 48 hours');
    expect(sent[0]!.text).toContain('2026-12-03 10:00 UTC');
    expect(sent[0]!.text).toContain('https://tickets.example.com/platform/settings');
  });

  it('keeps the hold of an account saved again, and starts it over for another', async () => {
    await put(zarAccount);
    now += 3 * hourMs;
    const again = await put({ ...zarAccount, accountNumber: '1000-000 001' });
    expect(again.body).toMatchObject({
      account: { changedAt: '2026-12-01T10:00:00.000Z' },
    });
    expect(sent).toHaveLength(1);

    // Not one the bank can confirm: taken with the name typed, and said so.
    const other = await put({ ...zarAccount, accountNumber: '62012345678', accountHolder: 'T M' });
    expect(other).toMatchObject({
      status: 200,
      body: {
        account: {
          accountLast4: '5678',
          accountHolder: 'T M',
          changedAt: '2026-12-01T13:00:00.000Z',
          payableFrom: '2026-12-03T13:00:00.000Z',
        },
        accountNameConfirmed: false,
      },
    });
    expect(sent).toHaveLength(2);
  });

  it('asks the bank for the account name: a name, null where it cannot say, 400 for NGN', async () => {
    const resolve = (body: unknown) =>
      api.call('POST', '/api/payout-account/resolve', 'fresh', body);
    expect(
      await resolve({ currency: 'ZAR', bankCode: standardBank, accountNumber: '1000000002' }),
    ).toEqual({ status: 200, body: { accountName: 'PIETER VAN WYK' } });
    expect(
      await resolve({ currency: 'ZAR', bankCode: standardBank, accountNumber: '62012345678' }),
    ).toEqual({ status: 200, body: { accountName: null } });
    expect(
      await resolve({ currency: 'NGN', bankCode: guaranty, accountNumber: '0001234567' }),
    ).toEqual({ status: 200, body: { accountName: 'DOE JANE LOREN' } });
    expect(
      await resolve({ currency: 'NGN', bankCode: guaranty, accountNumber: '0999999999' }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { accountNumber: expect.any(String) } } },
    });
  });

  it('refuses a bank code of another currency and an NGN number the bank does not know', async () => {
    expect(await put({ ...zarAccount, bankCode: guaranty })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', fields: { bankCode: expect.any(String) } } },
    });
    const unknown = { currency: 'NGN', bankCode: guaranty, accountHolder: 'Jane Doe' };
    expect(await put({ ...unknown, accountNumber: '0999999999' })).toMatchObject({
      status: 400,
      body: { error: { fields: { accountNumber: expect.stringContaining('does not know') } } },
    });
    expect(await put({ ...unknown, accountNumber: '12345' })).toMatchObject({
      status: 400,
      body: { error: { fields: { accountNumber: 'A NGN account number has 10 digits' } } },
    });
    expect((await docs.get(paths.payoutAccount(org, 'NGN'))).data).toBeUndefined();
    expect((await docs.get(paths.payoutAccount(org, 'ZAR'))).data).toBeUndefined();
    expect(sent).toHaveLength(0);

    const nigerian = await put({ ...unknown, accountNumber: '0001234567' });
    expect(nigerian).toMatchObject({
      status: 200,
      body: { account: { currency: 'NGN', accountLast4: '4567', accountHolder: 'DOE JANE LOREN' } },
    });
  });

  it('refuses a sign-in older than five minutes, before anything is changed', async () => {
    expect(await put(zarAccount, 'stale')).toMatchObject({
      status: 401,
      body: { error: { code: 'recent_sign_in_required' } },
    });
    expect((await docs.get(paths.payoutAccount(org, 'ZAR'))).data).toBeUndefined();
    expect(sent).toHaveLength(0);
    // Reading needs no fresh sign-in.
    expect(await api.call('GET', '/api/payout-account', 'stale')).toEqual({
      status: 200,
      body: { accounts: [], currencies: ['ZAR', 'NGN'] },
    });
  });

  it('belongs to the organisation: owners and finance change it, every owner hears, the log keeps it', async () => {
    await put(zarAccount); // makes the organiser's organisation, with them as its owner
    const join = (uid: string, role: MembershipRecord['role']) =>
      docs.set(paths.membership(org, uid), {
        orgId: org,
        uid,
        role,
        addedAt: '2026-11-01T00:00:00.000Z',
      } satisfies MembershipRecord);
    await Promise.all([
      join('partner', 'owner'),
      join('finance', 'finance'),
      join('manager', 'event_manager'),
    ]);
    sent.length = 0;
    const other = { ...zarAccount, accountNumber: '62012345678', accountHolder: 'T M', orgId: org };

    // Event managers see no money; someone outside is told it does not exist.
    expect(await api.call('PUT', '/api/payout-account', 'manager', other)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', details: { right: 'payout_accounts.manage' } } },
    });
    expect(await api.call('GET', `/api/payout-account?orgId=${org}`, 'manager')).toMatchObject({
      status: 403,
    });
    expect(await api.call('PUT', '/api/payout-account', 'stranger', other)).toMatchObject({
      status: 404,
    });
    expect(await payoutAccountOf(docs, org, 'ZAR')).toMatchObject({ accountLast4: '0001' });
    expect(sent).toHaveLength(0);

    expect(await api.call('PUT', '/api/payout-account', 'finance', other)).toMatchObject({
      status: 200,
      body: { account: { accountLast4: '5678' } },
    });
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      'organiser@example.com',
      'partner@example.com',
    ]);
    expect(sent[0]!.text).toContain('finance@example.com changed the account');
    const log = await docs.query({ collection: paths.organisationAudit(org) });
    expect(log.map((entry) => entry.data)).toContainEqual(
      expect.objectContaining({
        kind: 'payout_account.changed',
        actorUid: 'finance',
        before: { currency: 'ZAR', account: expect.stringContaining('···· 0001') },
        after: { currency: 'ZAR', account: 'Standard Bank South Africa ···· 5678, T M' },
      }),
    );
    // Finance reads it where they work; the person's own organisation is still the default.
    expect(await api.call('GET', `/api/payout-account?orgId=${org}`, 'finance')).toMatchObject({
      status: 200,
      body: { accounts: [{ accountLast4: '5678' }] },
    });
  });

  it('moves an account kept before organisations into its owner’s, twice harmlessly', async () => {
    const legacy = {
      uid: 'organiser',
      currency: 'ZAR',
      recipientCode: 'RCP_old',
      bankCode: standardBank,
      bankName: 'Standard Bank South Africa',
      accountLast4: '0009',
      accountHolder: 'THANDI MOKOENA',
      changedAt: '2026-01-01T00:00:00.000Z',
    };
    await docs.set('payoutAccounts/organiser_ZAR', legacy);
    // Nobody's: no owner named, so nothing to move it to.
    const anonymous = Object.fromEntries(Object.entries(legacy).filter(([key]) => key !== 'uid'));
    await docs.set('payoutAccounts/stray_ZAR', anonymous);
    const clock = { now: () => new Date(now) };
    expect(await movePayoutAccountsIntoOrganisations(docs, clock)).toBe(1);
    expect(await movePayoutAccountsIntoOrganisations(docs, clock)).toBe(0);
    expect((await docs.get('payoutAccounts/organiser_ZAR')).data).toBeUndefined();
    expect((await docs.get('payoutAccounts/stray_ZAR')).data).toEqual(anonymous);
    // The hold is not started over by the move.
    expect(await payoutAccountOf(docs, org, 'ZAR')).toEqual({ ...legacy, orgId: org });
    expect((await docs.get(paths.membership(org, 'organiser'))).data).toMatchObject({
      role: 'owner',
    });
  });
});
