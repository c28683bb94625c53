import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';

describe('GET /api/openapi.json', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiApp();
  });
  afterAll(() => api.close());

  it('answers the API’s OpenAPI 3.1 document, cacheable and readable from any origin', async () => {
    const response = await api.fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'http://localhost' }]);
    // It describes itself.
    expect(document.paths['/api/openapi.json']?.get).toBeDefined();
  });
});
