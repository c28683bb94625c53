import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { setSecondStepPrompt } from './second-step';
import { rejectionOf } from './test-support/rejection';

// The module's default client reads the signed-in user; these tests build their own client.
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

const okSchema = z.object({ id: z.string() });

function jsonResponse(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientAnswering(response: Response | Error, token: string | null = 'id-token') {
  const fetchFn = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const client = createApiClient({
    baseUrl: 'https://api.example.test',
    getIdToken: async () => token,
    fetch: fetchFn,
  });
  return { client, fetchFn };
}

describe('createApiClient', () => {
  it('sends JSON with the bearer ID token and returns the parsed answer', async () => {
    const { client, fetchFn } = clientAnswering(jsonResponse(201, { id: 'e1', extra: 1 }));

    const answer = await client.post('/api/events', { name: 'Gala' }, okSchema);

    expect(answer).toEqual({ id: 'e1' });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/events');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Gala"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a PUT with its JSON body', async () => {
    const { client, fetchFn } = clientAnswering(jsonResponse(200, { id: 'e1' }));

    await expect(client.put('/api/events/e1', { name: 'Gala' }, okSchema)).resolves.toEqual({
      id: 'e1',
    });
    expect(fetchFn).toHaveBeenCalledWith(
      'https://api.example.test/api/events/e1',
      expect.objectContaining({ method: 'PUT', body: '{"name":"Gala"}' }),
    );
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const { client, fetchFn } = clientAnswering(jsonResponse(200, { id: 'e1' }), null);

    await client.get('/api/events/e1', okSchema);

    const headers = new Headers(fetchFn.mock.calls[0]![1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(fetchFn.mock.calls[0]![1]?.body).toBeUndefined();
  });

  it('turns the contract error body into an ApiError with status, code, message and fields', async () => {
    const { client } = clientAnswering(
      jsonResponse(422, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields',
          fields: { name: 'Need name', 'types.0.price': 'Price cannot be negative' },
        },
      }),
    );

    const error = await rejectionOf(client.post('/api/events', {}, okSchema), ApiError);

    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Check the highlighted fields');
    expect(error.fields).toEqual({
      name: 'Need name',
      'types.0.price': 'Price cannot be negative',
    });
  });

  it('keeps the status of a failure whose body is not the contract shape', async () => {
    const { client } = clientAnswering(
      new Response('<html>Not Found</html>', { status: 404, statusText: 'Not Found' }),
    );

    const error = await rejectionOf(client.get('/api/events/missing', okSchema), ApiError);

    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('Request failed: 404 Not Found');
    expect(error.fields).toEqual({});
  });

  it('reports an unreachable server as a network error', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));

    const error = await rejectionOf(client.get('/api/health', okSchema), ApiError);

    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
  });

  it('rejects a successful answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientAnswering(jsonResponse(200, { id: 42 }));

    const error = await rejectionOf(client.get('/api/events/e1', okSchema), ApiError);

    expect(error.code).toBe('invalid_response');
    expect(error.status).toBe(200);
  });

  it('asks for the second step when refused for it, then sends the request again', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        jsonResponse(403, {
          error: {
            code: 'two_step_required',
            message: 'Enter the code',
            details: { enrolled: true },
          },
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { id: 'e1' }));
    const client = createApiClient({
      baseUrl: 'https://api.example.test',
      getIdToken: async () => 'id-token',
      fetch: fetchFn,
    });
    const prompt = vi.fn(async () => true);
    const unregister = setSecondStepPrompt(prompt);
    try {
      await expect(client.get('/api/events/e1/money', okSchema)).resolves.toEqual({ id: 'e1' });
      expect(prompt).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'two_step_required', details: { enrolled: true } }),
      );
      expect(fetchFn).toHaveBeenCalledTimes(2);

      // Given up: the refusal reaches the caller, and nothing is sent again.
      prompt.mockResolvedValueOnce(false);
      fetchFn.mockResolvedValueOnce(
        jsonResponse(403, {
          error: { code: 'two_step_required', message: 'Set it up', details: { enrolled: false } },
        }),
      );
      const error = await rejectionOf(client.get('/api/events/e1/money', okSchema), ApiError);
      expect(error.code).toBe('two_step_required');
      expect(fetchFn).toHaveBeenCalledTimes(3);

      // A request that can do without: refused as it is, nobody asked.
      fetchFn.mockResolvedValueOnce(
        jsonResponse(403, {
          error: {
            code: 'two_step_required',
            message: 'Enter the code',
            details: { enrolled: true },
          },
        }),
      );
      const quiet = client.request('/api/money', { schema: okSchema, asksForSecondStep: false });
      expect((await rejectionOf(quiet, ApiError)).code).toBe('two_step_required');
      expect(prompt).toHaveBeenCalledTimes(2);
    } finally {
      unregister();
    }
  });
});
