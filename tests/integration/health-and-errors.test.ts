import { describe, expect, it } from 'vitest';
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
