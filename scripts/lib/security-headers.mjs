// The local stack and the tests serve the app through the Hosting emulator, whose app talks
// to origins production never uses: the Auth emulator (connect-src) and the fake Paystack's
// sandbox checkout (frame-src). Their generated firebase configs add exactly those origins to
// the Content-Security-Policy that firebase.json sets for production, and change nothing else.

/** Parses a CSP header value into [directive, sources[]] pairs, in order. */
function parsePolicy(value) {
  return value
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name, sources]);
}

const printPolicy = (directives) =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/**
 * Returns a copy of the firebase config `config` whose Content-Security-Policy headers also
 * allow `extra` (e.g. `{ 'connect-src': ['http://127.0.0.1:9099'] }`) in the directives named.
 * A directive the policy lacks is an error: falling back to default-src would drop its sources.
 */
export function withExtraCspSources(config, extra) {
  const copy = structuredClone(config);
  let found = 0;
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      found += 1;
      const directives = parsePolicy(header.value);
      for (const [name, sources] of Object.entries(extra)) {
        const directive = directives.find(([existing]) => existing === name);
        if (!directive) throw new Error(`firebase.json's CSP has no ${name} to extend`);
        for (const source of sources) {
          if (!directive[1].includes(source)) directive[1].push(source);
        }
      }
      header.value = printPolicy(directives);
    }
  }
  if (found === 0)
    throw new Error("firebase.json's hosting headers set no Content-Security-Policy");
  return copy;
}

/** The CSP additions a local stack needs: its Auth emulator and its fake Paystack. */
export function localStackCspSources({ authPort, paystackPort }) {
  const local = (port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return { 'connect-src': local(authPort), 'frame-src': local(paystackPort) };
}
