// `npm run webhooks:listen [-- --port 4242] [--secret whsec_…]`
// A webhook receiver for development: listens on this machine, prints each delivery (its
// type, id and whether its signature verifies with the endpoint's secret, when given one
// with --secret or WEBHOOK_SECRET) and answers 200. The emulators may send to http:// and to
// this machine; production sends only to https:// on public addresses.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { verifyWebhook } from './lib/verify-webhook.mjs';

const signatureHeader = 'paradise-signature';
/** A delivery is far smaller; anything larger is not one of ours. */
const maxBodyBytes = 1024 * 1024;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4242' },
    host: { type: 'string', default: '127.0.0.1' },
    secret: { type: 'string' },
  },
});
const secret = values.secret ?? process.env.WEBHOOK_SECRET;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error('Usage: npm run webhooks:listen [-- --port 4242] [--secret whsec_…]');
  process.exit(2);
}

/** Whether the delivery's signature verifies, in words. */
function signatureOf(body, header) {
  if (!secret) return 'signature not checked (give --secret whsec_… or WEBHOOK_SECRET)';
  return verifyWebhook(body, header, secret) ? 'signature verified' : 'SIGNATURE NOT VERIFIED';
}

const server = http.createServer((req, res) => {
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > maxBodyBytes) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    let summary;
    try {
      const { id, type, created, data } = JSON.parse(body);
      summary = `${type} ${id} (happened ${created})\n${JSON.stringify(data, null, 2)}`;
    } catch {
      summary = `not JSON: ${body.slice(0, 200)}`;
    }
    const when = new Date().toISOString();
    console.log(
      `\n${when} ${req.method} ${req.url}: ${signatureOf(body, req.headers[signatureHeader])}`,
    );
    console.log(summary);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"received":true}');
  });
});

server.listen(port, values.host, () => {
  const { port: actual } = server.address();
  const url = `http://${values.host}:${actual}/webhooks`;
  console.log(`Listening for webhooks at ${url}`);
  console.log(
    `Point an endpoint at it: in the app (npm start), Integrations → Webhooks → Add endpoint, URL ${url}`,
  );
  console.log(
    'Then "Send test event" on the endpoint, or make something happen (pay for an order, check a ticket in).',
  );
  if (!secret) {
    console.log(
      "To check signatures, start it again with --secret and the endpoint's whsec_… secret.",
    );
  }
  console.log('Ctrl-C stops it.');
});
