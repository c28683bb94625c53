/**
 * The fake's banks and the accounts it knows: a short, realistic slice of Paystack's lists
 * (South African banks by their universal branch codes, Nigerian banks by their CBN codes).
 */

export type FakeBank = {
  id: number;
  name: string;
  slug: string;
  code: string;
  country: string;
  currency: string;
  type: 'basa' | 'nuban';
};

const southAfrican: Array<[string, string]> = [
  ['Absa Bank Limited, South Africa', '632005'],
  ['African Bank Limited', '430000'],
  ['Capitec Bank Limited', '470010'],
  ['Discovery Bank Limited', '679000'],
  ['First National Bank', '250655'],
  ['Investec Bank Ltd', '580105'],
  ['Nedbank', '198765'],
  ['Standard Bank South Africa', '051001'],
  ['TymeBank', '678910'],
];

const nigerian: Array<[string, string]> = [
  ['Access Bank', '044'],
  ['Ecobank Nigeria', '050'],
  ['Fidelity Bank', '070'],
  ['First Bank of Nigeria', '011'],
  ['Guaranty Trust Bank', '058'],
  ['Kuda Bank', '50211'],
  ['Stanbic IBTC Bank', '221'],
  ['United Bank For Africa', '033'],
  ['Wema Bank', '035'],
  ['Zenith Bank', '057'],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const fakeBanks: readonly FakeBank[] = [
  ...southAfrican.map(([name, code], i) => ({
    id: 140 + i,
    name,
    slug: slug(name),
    code,
    country: 'South Africa',
    currency: 'ZAR',
    type: 'basa' as const,
  })),
  ...nigerian.map(([name, code], i) => ({
    id: 1 + i,
    name,
    slug: slug(name),
    code,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban' as const,
  })),
];

/** A bank as `GET /bank` lists it (MiscellaneousListBanksResponseArray). */
export function toPaystackBank(bank: FakeBank) {
  return {
    id: bank.id,
    name: bank.name,
    slug: bank.slug,
    code: bank.code,
    longcode: bank.code,
    gateway: null,
    pay_with_bank: false,
    supports_transfer: true,
    available_for_direct_debit: false,
    active: true,
    is_deleted: false,
    country: bank.country,
    currency: bank.currency,
    type: bank.type,
    createdAt: '2020-01-01T00:00:00.000Z',
    updatedAt: '2020-01-01T00:00:00.000Z',
  };
}

/** How a transfer to an account ends; `pending` stays so until settled by hand. */
export type TransferOutcome = 'success' | 'failed' | 'reversed' | 'pending';

export const transferOutcomes: readonly TransferOutcome[] = [
  'success',
  'failed',
  'reversed',
  'pending',
];

/**
 * The accounts `GET /bank/resolve` knows, at any bank of their currency, and how transfers to
 * them end (server.ts lists them for people trying the app). Any other account does not
 * resolve, but may still be paid: its transfers end as the fake's default outcome.
 */
export const knownAccounts: ReadonlyMap<
  string,
  { name: string; currency: string; outcome: TransferOutcome }
> = new Map([
  ['1000000001', { name: 'THANDI MOKOENA', currency: 'ZAR', outcome: 'success' }],
  ['1000000002', { name: 'PIETER VAN WYK', currency: 'ZAR', outcome: 'failed' }],
  ['1000000003', { name: 'LERATO DLAMINI', currency: 'ZAR', outcome: 'reversed' }],
  ['1000000004', { name: 'SIPHO NKOSI', currency: 'ZAR', outcome: 'pending' }],
  ['0001234567', { name: 'DOE JANE LOREN', currency: 'NGN', outcome: 'success' }],
  ['0100000002', { name: 'ADAEZE OKAFOR', currency: 'NGN', outcome: 'failed' }],
  ['0100000003', { name: 'EMEKA OBI', currency: 'NGN', outcome: 'reversed' }],
  ['0100000004', { name: 'BOLA ADEYEMI', currency: 'NGN', outcome: 'pending' }],
]);

export function bankByCode(code: string): FakeBank | undefined {
  return fakeBanks.find((bank) => bank.code === code);
}
