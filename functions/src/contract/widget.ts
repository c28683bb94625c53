import { z } from 'zod';

/*
 * The widget on an organiser's own website (issue 40): the sites an organisation lets frame
 * its events (`frame-ancestors`), and the question the widget's loader asks before it opens
 * one. The messages the embedded page sends its host are in widget-messages.ts (no zod: the
 * loader runs on other people's pages and stays small).
 */

/** How many sites an organisation may list: a header names them all on every embed page. */
export const maxAllowedOrigins = 20;

/** Host names that may be framed over plain http: a developer's own machine. */
const localHosts = ['localhost', '127.0.0.1'];
/** Letters, digits and hyphens between dots (international names arrive as punycode). */
const hostName = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * A site's origin as a browser compares it (`https://example.org`, `http://localhost:8080`),
 * from what an organiser typed, or why it is not one, naming what they typed. Only scheme, host
 * and port: a `frame-ancestors` source with a path would still allow the whole site, so a path
 * is refused rather than silently dropped; https only, but for the organiser's own machine.
 */
export function parseSiteOrigin(typed: string): { origin: string } | { problem: string } {
  const value = typed.trim();
  const quoted = `“${value.length > 60 ? `${value.slice(0, 60)}…` : value}”`;
  const example = 'write it as https://example.org';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${quoted} is not a site’s address: ${example}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: `${quoted} is not a web site’s address: ${example}` };
  }
  if (url.username || url.password) {
    return { problem: `${quoted} has a user name in it: ${example}` };
  }
  if (url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(value)) {
    return { problem: `${quoted} is a page, not a site: write only ${url.origin}` };
  }
  if (!hostName.test(url.hostname)) {
    return { problem: `${quoted} is not one site (no wildcards): ${example}` };
  }
  if (url.protocol === 'http:' && !localHosts.includes(url.hostname)) {
    return { problem: `${quoted} must start with https:// (http:// is only for localhost)` };
  }
  return { origin: url.origin };
}

/** One site allowed to frame an organisation's events, as its origin. */
export const siteOrigin = z
  .string({ error: 'Not a site’s address' })
  .max(200, 'At most 200 characters')
  .transform((typed, context) => {
    const parsed = parseSiteOrigin(typed);
    if ('origin' in parsed) return parsed.origin;
    context.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  });

/** The sites an organisation lists, each once, in the order given. */
export const allowedOrigins = z
  .array(siteOrigin, { error: 'Not a list of sites' })
  .max(maxAllowedOrigins, `At most ${maxAllowedOrigins} sites`)
  .transform((origins) => [...new Set(origins)]);

/** `GET /api/events/{eventId}/embed-check?origin=`: may a page of `origin` frame the event? */
export const embedCheckQuery = z.object({
  origin: z
    .string({ error: 'Say which origin asks' })
    .max(200, 'Not an origin')
    .regex(/^https?:\/\/[^/?#\s]+$/, 'Not an origin'),
});

/**
 * Why a page may not frame the event: its organisation lists no sites at all, or not this
 * one. (An event nobody may see is a 404, as everywhere.)
 */
export const embedRefusals = ['none_listed', 'not_listed'] as const;

/** The answer: whether it may, and the event's name for the widget's dialog. */
export const embedCheckResponse = z.object({
  allowed: z.boolean(),
  reason: z.enum(embedRefusals).optional(),
  eventName: z.string(),
});
export type EmbedCheckResponse = z.infer<typeof embedCheckResponse>;
