/**
 * Who may fetch a buyer's receipt and credit note (issue 42): the buyer (the link's key, or
 * signed in as the account that bought it or whose verified email it went to) and the event's
 * team with `money.view`; a stranger, a wrong key and an order without the document get 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../app/checkout/checkout-records';
import type { EventRecord } from '../../app/events/event-records';
import type { MembershipRecord } from '../../app/organisations/organisation-records';
import type { TeamRole } from '../../contract/team-roles';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { heldOrder } from '../../test-support/checkout-fixtures';
import { pdfText } from '../../test-support/pdf-text';

// Tokens are uids of verified accounts whose email is `{uid}@example.com` (the harness).
describe('GET /api/orders/:reference/invoice.pdf and credit-note.pdf', () => {
  let api: ApiHarness;
  const key = 'k3y0fTheL1nk5-abcdefgh';
  const documentOf = (
    reference: string,
    kind: 'invoice' | 'credit-note',
    { token, withKey }: { token?: string; withKey?: string } = {},
  ) =>
    api.fetch(`/api/orders/${reference}/${kind}.pdf${withKey ? `?key=${withKey}` : ''}`, { token });

  beforeAll(async () => {
    api = await startApiApp();
    const { docs } = api;
    const join = (uid: string, role: TeamRole) =>
      docs.set(paths.membership('org1', uid), {
        orgId: 'org1',
        uid,
        role,
        addedAt: '2026-09-01T00:00:00.000Z',
      } satisfies MembershipRecord);
    await join('fin', 'finance');
    await join('door', 'box_office');
    await docs.set(paths.event('e1'), {
      uid: 'boss',
      orgId: 'org1',
      name: 'Gig',
      description: '',
      createdAt: '2026-09-10T10:00:00.000Z',
      updatedAt: '2026-09-10T10:00:00.000Z',
    } satisfies EventRecord);
    const invoice: OrderRecord['invoice'] = {
      number: 1,
      issuedAt: '2026-11-01T09:00:00.000Z',
      key,
      seller: { legalName: 'Rooftop Collective (Pty) Ltd' },
      eventName: 'Gig',
    };
    const store = (id: string, order: Partial<OrderRecord>) =>
      docs.set(
        paths.order(id),
        heldOrder(new Date('2026-11-01T09:00:00Z'), { status: 'paid', ...order }),
      );
    await store('paid', { uid: 'anon-session', email: 'claimer@example.com', invoice });
    await store('refunded', {
      status: 'refunded',
      invoice: { ...invoice, number: 2 },
      creditNote: { number: 1, issuedAt: '2026-11-02T09:00:00.000Z' },
    });
    await store('free', { amount: 0 });
  });
  afterAll(() => api.close());

  it('gives the buyer who follows the link the receipt, never cached', async () => {
    const response = await documentOf('paid', 'invoice', { withKey: key });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain('INV-000001.pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Receipt number INV-000001');
  });

  it('gives a refunded order’s credit note by the same key', async () => {
    const response = await documentOf('refunded', 'credit-note', { withKey: key });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('CN-000001.pdf');
  });

  it.each([
    ['the buyer’s account, signed in', 'buyer'],
    ['the account whose verified email it went to', 'claimer'],
    ['the event’s team with money.view', 'fin'],
  ])('gives it to %s', async (_who, token) => {
    const reference = token === 'claimer' ? 'paid' : 'refunded';
    expect((await documentOf(reference, 'invoice', { token })).status).toBe(200);
  });

  it('refuses the team without money.view, naming the right', async () => {
    const response = await documentOf('refunded', 'invoice', { token: 'door' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('money view');
  });

  it.each([
    ['a stranger', 'paid', 'invoice', { token: 'stranger' }],
    ['nobody signed in, without the key', 'paid', 'invoice', {}],
    ['another order’s key', 'free', 'invoice', { withKey: key }],
    ['a wrong key', 'paid', 'invoice', { withKey: 'x'.repeat(22) }],
    ['a free order, which has none', 'free', 'invoice', { token: 'buyer' }],
    ['an order not refunded', 'paid', 'credit-note', { withKey: key }],
    ['an order that does not exist', 'nosuchorder', 'invoice', { token: 'fin' }],
  ] as const)('answers 404 to %s', async (_case, reference, kind, asker) => {
    const response = await documentOf(reference, kind, asker);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('refuses a malformed key with a 400 naming it', async () => {
    const response = await documentOf('paid', 'invoice', { withKey: 'short' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('key');
  });
});
