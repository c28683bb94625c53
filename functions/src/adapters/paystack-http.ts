import { z } from 'zod';
import { PaymentGatewayError } from '../ports/payment-gateway';

export type PaystackSettings = {
  /** https://api.paystack.co in production; the local fake's address on the local stack. */
  baseUrl: string;
  secretKey: string;
  /** Per call; Paystack usually answers in well under a second. */
  timeoutMs?: number;
  /** Records asked for per page when listing; the lists page until done whatever it is. */
  pageSize?: number;
};

/** Every Paystack answer: `{ status, message, data, meta }`, `status` false on refusals. */
const envelope = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.unknown().optional(),
  meta: z.unknown().optional(),
});

export type PaystackAnswer = { data: unknown; meta: unknown };

export type Query = Record<string, string | number | boolean | undefined>;

export type PaystackHttp = {
  get(path: string, query?: Query): Promise<PaystackAnswer>;
  post(path: string, body: unknown): Promise<PaystackAnswer>;
  readonly pageSize: number;
};

/** The one place that speaks HTTP to Paystack: authentication, timeouts, the envelope. */
export function createPaystackHttp(settings: PaystackSettings): PaystackHttp {
  const baseUrl = settings.baseUrl.replace(/\/$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const send = () =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      // A kept-alive connection the gateway closed as it was reused fails before any answer:
      // a read is asked once more. Writes are not (their references make them safe to ask
      // again, but that is their caller's decision), nor is a call that timed out.
      if (method !== 'GET' || isTimeout(error)) throw unreachable(error);
      try {
        response = await send();
      } catch (again) {
        throw unreachable(again);
      }
    }
    const text = await response.text();
    let parsed: z.infer<typeof envelope>;
    try {
      parsed = envelope.parse(JSON.parse(text));
    } catch {
      throw new PaymentGatewayError(
        `The payment gateway answered ${response.status} with an unexpected body`,
        response.status,
      );
    }
    if (!response.ok || !parsed.status) {
      throw new PaymentGatewayError(parsed.message, response.status);
    }
    return { data: parsed.data, meta: parsed.meta };
  }

  return {
    pageSize: settings.pageSize ?? 100,
    get: (path, query) => call('GET', `${path}${queryString(query)}`),
    post: (path, body) => call('POST', path, body),
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** The gateway could not be asked: the cause's own words, e.g. "fetch failed (other side closed)". */
function unreachable(error: unknown): PaymentGatewayError {
  const message = error instanceof Error ? error.message : String(error);
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return new PaymentGatewayError(`The payment gateway could not be reached (${message}${cause})`);
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Parses a Paystack answer with its documented schema. An answer that strays from the
 * documented shape is the gateway's fault, reported as such, never a crash deeper in.
 */
export function parseAnswer<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new PaymentGatewayError(`The payment gateway's ${what} is not as documented (${issues})`);
}

/** True for refusals that mean "no such thing here", not "the gateway is unwell". */
export function isRefusal(error: unknown): error is PaymentGatewayError {
  return (
    error instanceof PaymentGatewayError &&
    error.httpStatus !== undefined &&
    error.httpStatus >= 400 &&
    error.httpStatus < 500 &&
    error.httpStatus !== 401 &&
    error.httpStatus !== 429
  );
}
