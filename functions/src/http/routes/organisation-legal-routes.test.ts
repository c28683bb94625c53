/**
 * An organisation's legal details (issue 42) through `PATCH /api/organisations/{orgId}`: kept
 * whole and shown with its details, a bad field a 400 naming it with nothing written, removed
 * with null, each change in the audit log; only its owners and admins change them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';

describe('an organisation’s legal details', () => {
  let api: ApiHarness;
  let orgPath: string;

  beforeAll(async () => {
    api = await startApiApp();
    const created = await api.call('/api/organisations', {
      token: 'owner',
      method: 'POST',
      json: { name: 'Rooftop Collective' },
    });
    orgPath = `/api/organisations/${(created.body as { id: string }).id}`;
  });
  afterAll(() => api.close());

  const change = (json: unknown, token = 'owner') =>
    api.call(orgPath, { token, method: 'PATCH', json });
  const rooftop = {
    legalName: 'Rooftop Collective (Pty) Ltd',
    address: '12 Long Street\nCape Town\n8001',
    vatNumber: '4123456789',
    pricesIncludeVat: true,
    vatRateBasisPoints: 1500,
  };

  it('keeps them whole, shows them with the details, and logs the change', async () => {
    expect((await api.call(orgPath, { token: 'owner' })).body).not.toHaveProperty('legal');
    const saved = await change({ legal: { ...rooftop, vatNumber: ' 4123456789 ' } });
    expect(saved).toMatchObject({ status: 200, body: { legal: rooftop } });
    expect((await api.call(orgPath, { token: 'owner' })).body).toMatchObject({ legal: rooftop });
    // A change of the name alone leaves them as they are.
    expect((await change({ name: 'Rooftop Collective Ltd' })).body).toMatchObject({
      legal: rooftop,
    });
    const log = await api.call(`${orgPath}/audit`, { token: 'owner' });
    expect(JSON.stringify(log.body)).toContain(
      'Gave its legal details as Rooftop Collective (Pty) Ltd (VAT number 4123456789; prices include VAT at 15 %)',
    );
  });

  it('refuses a bad field, naming it, and writes nothing', async () => {
    const refused = await change({ legal: { ...rooftop, vatNumber: '12', vatRateBasisPoints: 0 } });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            'legal.vatNumber': 'Letters and digits (spaces or dashes between them), 4 to 20 in all',
            'legal.vatRateBasisPoints': 'More than 0 %',
          },
        },
      },
    });
    const noRate = await change({ legal: { ...rooftop, vatRateBasisPoints: undefined } });
    expect(noRate).toMatchObject({
      status: 400,
      body: { error: { fields: { 'legal.vatRateBasisPoints': expect.any(String) } } },
    });
    expect((await api.call(orgPath, { token: 'owner' })).body).toMatchObject({ legal: rooftop });
  });

  it('takes a seller without VAT, and null removes them', async () => {
    const plain = { legalName: 'Rooftop', address: '12 Long Street', pricesIncludeVat: false };
    expect((await change({ legal: plain })).body).toMatchObject({ legal: plain });
    expect((await change({ legal: null })).body).not.toHaveProperty('legal');
  });

  it('lets nobody outside the organisation change them', async () => {
    expect((await change({ legal: rooftop }, 'stranger')).status).toBe(404);
  });
});
