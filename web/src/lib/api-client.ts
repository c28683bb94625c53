import type { StandardSchemaV1 } from '@standard-schema/spec';
import { env } from '@/config/env';
import { loadedAuth } from '@/lib/firebase-loader';
import { ApiError, toApiError } from '@/lib/api-error';
import { withSecondStep } from '@/lib/second-step';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a response is checked with: any of the contract's schemas (zod, full or mini). */
type Schema = StandardSchemaV1;
type Output<S extends Schema> = StandardSchemaV1.InferOutput<S>;

/**
 * Takes the answer as the contract's type says, unchecked: for the public event page's two
 * reads only, which would otherwise download zod's core (16.5 KB gzipped, a tenth of the
 * page) before a buyer sees the event. Those answers are the server's own, same origin and
 * made from the same contract; every other read and every answer about money is checked.
 */
export function unchecked<T>(): StandardSchemaV1<unknown, T> {
  return {
    '~standard': { version: 1, vendor: 'unchecked', validate: (value) => ({ value: value as T }) },
  };
}

export type RequestOptions<S extends Schema> = {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the answer, so callers get the contract's types or an ApiError, never a guess. */
  schema: S;
  signal?: AbortSignal;
  /**
   * Public reads send no ID token even when someone is signed in: the answer is the same for
   * everybody, so the server checks nothing and caches can share it.
   */
  anonymous?: boolean;
  /** Sent as they are: a secret that must stay out of the address (a claim link's token). */
  headers?: Record<string, string>;
  /**
   * Whether a refusal for the second sign-in step asks for the code and sends again (the
   * default), or reaches the caller as it is: for a side panel that can do without (a
   * summary on the home page), so the prompt comes only where the person went for money.
   */
  asksForSecondStep?: boolean;
};

export type ApiClientOptions = {
  baseUrl: string;
  /** The current user's ID token, or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  fetch?: typeof fetch;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient({ baseUrl, getIdToken, fetch: fetchFn = fetch }: ApiClientOptions) {
  /** A request; one refused for the second sign-in step asks for it, then goes again. */
  function request<S extends Schema>(path: string, options: RequestOptions<S>) {
    if (options.asksForSecondStep === false) return send(path, options);
    return withSecondStep(() => send(path, options));
  }

  async function send<S extends Schema>(
    path: string,
    { method = 'GET', body, schema, signal, anonymous = false, headers: extra }: RequestOptions<S>,
  ): Promise<Output<S>> {
    const headers = new Headers({ ...extra, Accept: 'application/json' });
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
    if (!response.ok) throw await toApiError(response.status, response.statusText, payload);

    const parsed = await schema['~standard'].validate(payload);
    if (parsed.issues) {
      console.error(`Unexpected answer from ${method} ${path}`, parsed.issues);
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: 'The server sent an answer this page does not understand. Try again later.',
      });
    }
    return parsed.value as Output<S>;
  }

  return {
    request,
    get: <S extends Schema>(path: string, schema: S, signal?: AbortSignal) =>
      request(path, { schema, signal }),
    post: <S extends Schema>(path: string, body: unknown, schema: S) =>
      request(path, { method: 'POST', body, schema }),
    put: <S extends Schema>(path: string, body: unknown, schema: S) =>
      request(path, { method: 'PUT', body, schema }),
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
