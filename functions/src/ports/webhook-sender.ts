import type { WebhookAttemptOutcome } from '../contract/webhooks';
import type { WebhookReach } from '../domain/webhook-addresses';

/** One POST of a webhook delivery: the URL, the JSON body and its headers (the signature). */
export type WebhookRequest = { url: string; body: string; headers: Record<string, string> };

/** How a POST ended: what the delivery log records of the attempt. */
export type WebhookResponse = {
  outcome: WebhookAttemptOutcome;
  statusCode?: number;
  /** What went wrong, in words, unless it succeeded. */
  error?: string;
  /** The first 1 KB of the answer's body, as text, if it had one. */
  response?: string;
  durationMs: number;
};

/**
 * Sends webhooks to organisers' endpoints without letting them reach our own network: the
 * URL and every address its name resolves to are checked (see domain/webhook-addresses.ts),
 * the connection goes to the address checked, redirects are not followed and an answer is
 * read up to 64 KB within a time limit. Never throws: each failure is a `WebhookResponse`.
 */
export type WebhookSender = {
  /** Which addresses it may reach: `public` in production. */
  reach: WebhookReach;
  /** Why `url` may not receive webhooks now (its form, or where its name resolves), if so. */
  refusal(url: string): Promise<string | undefined>;
  send(request: WebhookRequest): Promise<WebhookResponse>;
};
