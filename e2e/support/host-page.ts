import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An organiser's own site, on an origin of its own, with the widget's snippet on its page. */
export type HostSite = { origin: string; url: string; close: () => Promise<void> };

/**
 * Serves, on a free port of 127.0.0.1 (another origin than the app's), a page with the
 * widget's snippet for `eventId`, loaded from `appUrl` as an organiser's site would.
 */
export async function serveHostSite(appUrl: string, eventId: string): Promise<HostSite> {
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rooftop Sessions: our own site</title>
  </head>
  <body>
    <main>
      <h1>Rooftop Sessions</h1>
      <p>Jazz on the roof, every month. Tickets right here:</p>
      <script src="${appUrl}/widget.js" data-event="${eventId}"></script>
    </main>
  </body>
</html>
`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, url: `${origin}/`, close };
}
