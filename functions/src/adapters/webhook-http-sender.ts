import { lookup as systemLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { checkWebhookUrl, refusedAddress, type WebhookReach } from '../domain/webhook-addresses';
import type { WebhookRequest, WebhookResponse, WebhookSender } from '../ports/webhook-sender';

/** The addresses a host name resolves to, as `dns.lookup` with `all` answers. */
export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const resolveWithSystem: ResolveHost = (hostname) =>
  systemLookup(hostname, { all: true, verbatim: true });

export type WebhookHttpSenderOptions = {
  reach: WebhookReach;
  /** The resolver; tests give one that answers what they need (a private address, say). */
  resolve?: ResolveHost;
  /** The whole exchange, connecting to the last byte read: 10 s unless a test says less. */
  timeoutMs?: number;
  /** An answer longer than this fails the attempt: 64 KB. */
  maxResponseBytes?: number;
};

/** How much of an answer the delivery log keeps. */
const keptResponseBytes = 1024;

type Target = { url: URL; lookup?: LookupFunction };

/**
 * The webhook sender over Node's http and https (see ports/webhook-sender.ts). The address
 * check is done here, with ipaddr.js's ranges (domain/webhook-addresses.ts), rather than by
 * a filtering agent, so that the same rule answers the 400 at create and update, the resolver
 * can be given by tests, and the connection is made to the very address that was checked:
 * the request's `lookup` answers it without asking DNS again, so a name that resolves to a
 * public address for the check and to a private one a moment later (DNS rebinding) reaches
 * only the first. Redirects are never followed (Node's http does not), and the answer is
 * read up to `maxResponseBytes`.
 */
export function createWebhookHttpSender({
  reach,
  resolve = resolveWithSystem,
  timeoutMs = 10_000,
  maxResponseBytes = 64 * 1024,
}: WebhookHttpSenderOptions): WebhookSender {
  /** Where to send `text`, or why not. */
  async function targetOf(text: string): Promise<Target | { refusal: string }> {
    const checked = checkWebhookUrl(text, reach);
    if ('problem' in checked) return { refusal: checked.problem };
    const { url } = checked;
    // In the emulators any address will do, and Node's own lookup tries each family.
    if (reach === 'local') return { url };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: Array<{ address: string; family: number }>;
    try {
      addresses = await resolve(host);
    } catch (error) {
      return { refusal: `${host} could not be resolved: ${messageOf(error)}` };
    }
    if (addresses.length === 0) return { refusal: `${host} has no address` };
    // One refused address refuses them all: the connection could be made to any of them.
    for (const { address } of addresses) {
      const refusal = refusedAddress(address);
      if (refusal) return { refusal: `${host} resolves to ${refusal}` };
    }
    const chosen = addresses[0]!;
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: chosen.address, family: chosen.family }]);
      else callback(null, chosen.address, chosen.family);
    };
    return { url, lookup };
  }

  return {
    reach,
    refusal: async (url) => {
      const target = await targetOf(url);
      return 'refusal' in target ? target.refusal : undefined;
    },
    send: async (request) => {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const target = await targetOf(request.url);
      if ('refusal' in target) {
        return { outcome: 'refused', error: target.refusal, durationMs: elapsed() };
      }
      const answer = await post(target, request, { timeoutMs, maxResponseBytes });
      return { ...answer, durationMs: elapsed() };
    },
  };
}

type Answer = Omit<WebhookResponse, 'durationMs'>;

/** One POST to `target`, never throwing: how it ended. */
function post(
  target: Target,
  request: WebhookRequest,
  limits: { timeoutMs: number; maxResponseBytes: number },
): Promise<Answer> {
  return new Promise((settle) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      settle(answer);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const body = Buffer.from(request.body, 'utf8');
    const outgoing = client.request(target.url, {
      method: 'POST',
      headers: { ...request.headers, 'Content-Length': String(body.length) },
      // A connection of its own, closed after: no pooled socket to an address checked earlier.
      agent: false,
      ...(target.lookup ? { lookup: target.lookup } : {}),
    });
    const timer = setTimeout(
      () =>
        finish({
          outcome: 'timeout',
          error: `No full answer within ${limits.timeoutMs / 1000} s`,
        }),
      limits.timeoutMs,
    );
    outgoing.on('error', (error) =>
      finish({ outcome: 'connection_error', error: messageOf(error) }),
    );
    outgoing.on('response', (incoming) => {
      const statusCode = incoming.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let received = 0;
      const kept = () => {
        const text = Buffer.concat(chunks).subarray(0, keptResponseBytes).toString('utf8');
        return text ? { response: text } : {};
      };
      const tooLarge = () =>
        finish({
          outcome: 'too_large',
          statusCode,
          error: `The answer is over ${limits.maxResponseBytes / 1024} KB`,
          ...kept(),
        });
      const declared = Number(incoming.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxResponseBytes) {
        tooLarge();
        return;
      }
      incoming.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxResponseBytes) {
          tooLarge();
          return;
        }
        if (chunks.reduce((sum, part) => sum + part.length, 0) < keptResponseBytes) {
          chunks.push(chunk);
        }
      });
      incoming.on('error', (error) =>
        finish({ outcome: 'connection_error', statusCode, error: messageOf(error), ...kept() }),
      );
      incoming.on('end', () => finish({ ...outcomeOf(statusCode), statusCode, ...kept() }));
    });
    outgoing.end(body);
  });
}

function outcomeOf(statusCode: number): Pick<Answer, 'outcome' | 'error'> {
  if (statusCode >= 200 && statusCode < 300) return { outcome: 'succeeded' };
  if (statusCode >= 300 && statusCode < 400) {
    return { outcome: 'redirect', error: `Answered ${statusCode}: redirects are not followed` };
  }
  return { outcome: 'http_error', error: `Answered ${statusCode}` };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
