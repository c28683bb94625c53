/**
 * The Content-Security-Policy of an embedded buy panel (`/embed/event/{id}`): the site's own
 * policy, as Hosting sends it for every other page (firebase.json, with a local stack's extra
 * origins), with its `frame-ancestors 'none'` replaced by the sites the event's organisation
 * allows (`'none'` still when it lists none). Hosting leaves this path's policy to the
 * function, so this header is the one the browser enforces. Without the site's policy (a
 * stack that sets none) the page still says who may frame it.
 */
export function embedPagePolicy(
  sitePolicy: string | undefined,
  origins: readonly string[],
): string {
  const ancestors = `frame-ancestors ${origins.length ? origins.join(' ') : "'none'"}`;
  const directives = (sitePolicy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, ancestors].join('; ');
}
