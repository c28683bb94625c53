import type { Request } from 'express';

/**
 * Who a public request is counted against (a questionnaire submission, a lost-tickets
 * request). A signed-in account is itself; anybody else (a
 * visitor, or an anonymous session, which anybody can make as many of as they like) is the
 * IP address the request came from, `req.ip`.
 *
 * Why `req.ip` is the visitor's address: in production a request reaches the function
 * through Firebase Hosting's rewrite and Google's front end, and the socket is Cloud Run's
 * proxy, the same for everybody; the visitor's address travels in X-Forwarded-For, where each
 * proxy appends the address it was connected from. Express's default (trust no proxy) would
 * count every visitor as that one proxy. So this app trusts exactly `trustProxyHops` proxies
 * (TRUST_PROXY_HOPS, default 1): `req.ip` is then the entry that many places from the right,
 * written by Google's infrastructure, never the left-hand entries, which a client can send
 * itself to get a fresh counter on every request. If a deploy's requests show a Google
 * address there, raise the setting (docs/configuration.md). Locally the Hosting emulator
 * passes the header through unchanged, which the tests use to act as several visitors.
 */
export function clientKeyOf(req: Request, account: { uid: string } | undefined): string {
  return account ? `uid:${account.uid}` : `ip:${req.ip ?? 'unknown'}`;
}
