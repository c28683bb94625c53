import { describe, expect, it } from 'vitest';
import { publicConfigResponse } from '../../functions/src/contract/config';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { healthResponse } from '../../functions/src/contract/health';
import { callApi } from '../support/api';
import { testEnv } from '../support/test-env';

describe('GET /api/health', () => {
  it('answers ok and names the backend it runs on', async () => {
    const answer = await callApi('/api/health');
    expect(answer.status).toBe(200);
    const body = healthResponse.parse(answer.body);
    expect(body.backend).toBe(testEnv.backend);
    expect(body.projectId).toMatch(/^demo-/);
  });
});

describe('GET /api/config', () => {
  it('names the currencies payments are taken in (PAYMENT_CURRENCIES) and the platform’s fee, to anybody, cacheably', async () => {
    const answer = await callApi('/api/config');
    expect(answer.status).toBe(200);
    const expected = (process.env.PAYMENT_CURRENCIES ?? 'ZAR,USD').split(',');
    // The stack runs with PLATFORM_FEE_*'s defaults: 5 % + a flat amount, 15 % VAT on the fee.
    expect(publicConfigResponse.parse(answer.body)).toEqual({
      paymentCurrencies: expected,
      platformFee: {
        percentBasisPoints: 500,
        flatByCurrency: { ZAR: 250, USD: 50, EUR: 50 },
        vatBasisPoints: 1500,
      },
      // The local stack signs no wallet passes.
      walletPasses: { apple: false, google: false },
      // ATTENDEE_DATA_RETENTION_DAYS's default.
      attendeeDataRetentionDays: 365,
    });
    expect(publicConfigResponse.parse(answer.body).paymentCurrencies).not.toContain('EUR');
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/events/abc/def'],
    ['DELETE', '/api/health'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const answer = await callApi(path, { method });
    expect(answer.status).toBe(404);
    const body = apiErrorBody.parse(answer.body);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain(path);
  });
});
