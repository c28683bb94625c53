import { testEnv } from './test-env';

export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Headers };

type CallOptions = {
  method?: string;
  token?: string;
  /** Sent as JSON unless `rawBody` is given. */
  json?: unknown;
  rawBody?: string | Blob | FormData;
  contentType?: string;
  headers?: Record<string, string>;
};

/** Calls the API through the Hosting emulator's rewrites, as the web app does. */
export async function callApi<T = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Blob | FormData | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    // fetch writes the multipart boundary itself.
    if (!(body instanceof FormData))
      headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${testEnv.hostingUrl}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: tests that care assert on the text itself.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
