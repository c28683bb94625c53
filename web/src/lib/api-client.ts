// zod/mini's functional parse takes any schema (the contract's full ones and its mini ones)
// and costs the public page almost nothing.
import * as z from 'zod/mini';
import { env } from '@/config/env';
import { loadedAuth } from '@/lib/firebase-loader';
import { ApiError, toApiError } from '@/lib/api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<Schema extends z.core.$ZodType> = {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the answer, so callers get the contract's types or an ApiError, never a guess. */
  schema: Schema;
  signal?: AbortSignal;
  /**
   * Public reads send no ID token even when someone is signed in: the answer is the same for
   * everybody, so the server checks nothing and caches can share it.
   */
  anonymous?: boolean;
};

export type ApiClientOptions = {
  baseUrl: string;
  /** The current user's ID token, or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  fetch?: typeof fetch;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient({ baseUrl, getIdToken, fetch: fetchFn = fetch }: ApiClientOptions) {
  async function request<Schema extends z.core.$ZodType>(
    path: string,
    { method = 'GET', body, schema, signal, anonymous = false }: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = anonymous ? null : await getIdToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      // A cancelled query is not a failure to report; let TanStack Query see the abort.
      if (signal?.aborted) throw error;
      throw new ApiError({
        status: 0,
        code: 'network_error',
        message: 'Could not reach the server. Check your connection and try again.',
      });
    }

    const payload = await readJson(response);
    if (!response.ok) throw toApiError(response.status, response.statusText, payload);

    const parsed = z.safeParse(schema, payload);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues);
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: 'The server sent an answer this page does not understand. Try again later.',
      });
    }
    return parsed.data;
  }

  return {
    request,
    get: <Schema extends z.core.$ZodType>(path: string, schema: Schema, signal?: AbortSignal) =>
      request(path, { schema, signal }),
    post: <Schema extends z.core.$ZodType>(path: string, body: unknown, schema: Schema) =>
      request(path, { method: 'POST', body, schema }),
  };
}

/** The body as JSON, or undefined when it is empty or not JSON (an HTML error page, say). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const apiClient = createApiClient({
  baseUrl: env.apiBase,
  // Before Firebase Auth is loaded nobody is signed in on this page, so there is no token.
  getIdToken: async () => loadedAuth()?.currentUser?.getIdToken() ?? null,
});
