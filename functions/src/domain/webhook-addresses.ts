import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may be sent (issue 41): `public` in production, where a delivery must never
 * reach our own network, the cloud's metadata server or anything private; `local` in the
 * emulators and tests, where a developer's receiver listens on their own machine over http.
 */
export type WebhookReach = 'public' | 'local';

/**
 * Names that lead to the machine's own cloud (the metadata server answers at
 * 169.254.169.254, which the address rule refuses too) or to the machine itself.
 */
const refusedHostNames = [/^metadata\.google\.internal$/, /^metadata$/, /(^|\.)localhost$/];

/**
 * Why `address` (an IPv4 or IPv6 address, as a resolver answers) may not be reached from
 * production, or undefined when it may. Only ordinary public unicast addresses pass:
 * ipaddr.js names every other range (loopback, private, link-local with the metadata
 * address, unique-local, carrier-grade NAT, unspecified, multicast, broadcast, reserved and
 * documentation ranges, NAT64 and other translated or tunnelled forms), and an IPv6 address
 * that carries an IPv4 one is judged as that IPv4 address.
 */
export function refusedAddress(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(bare);
  const range = parsed.range();
  return range === 'unicast'
    ? undefined
    : `${parsed.toString()} is not a public address (${rangeNames[range] ?? range})`;
}

/** Ranges as people read them; the rest by ipaddr.js's own name. */
const rangeNames: Readonly<Record<string, string>> = {
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'carrier-grade NAT',
  rfc6052: 'NAT64',
  rfc6145: 'IPv4-translated',
};

/**
 * An endpoint's URL as a delivery may use it, or why not: a web address (http in `local`
 * reach only), no user name, and a host that is neither a refused name nor, written as an
 * address, a refused address. The addresses a name resolves to are checked when it is sent
 * (and again at each delivery, as DNS changes).
 */
export function checkWebhookUrl(
  text: string,
  reach: WebhookReach,
): { url: URL } | { problem: string } {
  if (!URL.canParse(text)) return { problem: 'Not a web address' };
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(reach === 'local' && url.protocol === 'http:')) {
    return { problem: 'Must start with https://' };
  }
  if (url.username || url.password) return { problem: 'Must not hold a user name or password' };
  if (reach === 'local') return { url };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (refusedHostNames.some((name) => name.test(host))) {
    return { problem: `${host} may not receive webhooks` };
  }
  const literal = host.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal)) {
    const refusal = refusedAddress(literal);
    if (refusal) return { problem: `${refusal}: it may not receive webhooks` };
  }
  return { url };
}
