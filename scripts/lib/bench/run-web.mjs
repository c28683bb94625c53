// The web benchmark's browser part, run by scripts/bench-web.mjs inside
// `firebase emulators:exec` (the Auth emulator, for the demo accounts the seed creates): the
// demo event on a fresh embedded store, the production build and the api app on a plain Node
// server, and the public event page loaded in Chromium, cold, five times on loopback and five
// times under Slow 4G with 4x CPU throttling: LCP, CLS, the JavaScript downloaded, and when
// the Buy button works (the page's body[data-buy-ready] signal, when it has one). Writes the
// figures as JSON.
import '../require-node-22.mjs';
import { rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { headlessChromiumOptions } from '../headless-chromium.mjs';
import { seededEmbeddedStack } from './seeded-embedded-stack.mjs';
import { serveSite, serveSiteOverHttp2 } from './static-site.mjs';

const { values } = parseArgs({
  options: { dist: { type: 'string' }, results: { type: 'string' }, runs: { type: 'string' } },
});
const runs = Number(values.runs ?? 5);

// The site first: the event page function reads index.html from the site's own address, as
// it reads it from Hosting in production.
let apiApp;
const site = { distDir: values.dist, apiApp: (req, res) => apiApp(req, res) };
const http2Server = await serveSiteOverHttp2(site);
const server = http2Server ?? serveSite(site);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `${http2Server ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;
// The event page function reads index.html from the site, whose certificate is throwaway.
if (http2Server) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const { tools, services, eventId, dataDir } = await seededEmbeddedStack('web', {
  variables: { PUBLIC_BASE_URL: origin },
});
apiApp = tools.createApiApp(services);
const pageUrl = `${origin}/event/${eventId}`;

// Lighthouse's "Slow 4G" (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) and its 4x
// CPU slowdown of a mid-range phone.
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// The HTTP/2 site's certificate is a throwaway self-signed one.
const browser = await chromium.launch(headlessChromiumOptions(['--ignore-certificate-errors']));

/** One cold visit: LCP, the heading's appearance, and what the page downloaded. */
async function visit(throttled) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const downloads = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) =>
    downloads.set(requestId, { url: response.url, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = downloads.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // When the page says its Buy button works (body[data-buy-ready="true"]), if it ever does.
    globalThis.__buyReady = undefined;
    const { document, MutationObserver } = globalThis;
    new MutationObserver(() => {
      if (globalThis.__buyReady === undefined && document.body?.dataset.buyReady === 'true') {
        globalThis.__buyReady = performance.now();
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-buy-ready'],
    });
    globalThis.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) globalThis.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(pageUrl, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A page without the signal never sets it: a short wait, then "not measured".
  await page
    .waitForFunction(() => globalThis.__buyReady !== undefined, null, { timeout: 3_000 })
    .catch(() => undefined);
  // LCP is final once the page settles; a click would end it, so just read it.
  const { lcp, cls, buyReady } = await page.evaluate(() => ({
    lcp: globalThis.__lcp,
    cls: globalThis.__cls,
    buyReady: globalThis.__buyReady,
  }));
  const scripts = [...downloads.values()].filter((d) => /\.js(\?|$)/.test(d.url));
  await context.close();
  return {
    lcpMs: lcp,
    buyReadyMs: buyReady,
    cls,
    jsBytes: scripts.reduce((total, d) => total + d.bytes, 0),
    jsFiles: scripts.length,
    // The Firebase SDK's chunks (the `firebase` group and the Auth bundle), not app modules
    // whose names mention it (firebase-loader, which only knows how to load it).
    firebaseLoaded: scripts.some((d) =>
      /\/assets\/firebase(-auth-bundle)?-[\w-]{8}\.js(\?|$)/.test(d.url),
    ),
  };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const results = {};
try {
  await visit(false); // warms the server (first answers compile and open the store)
  for (const [name, throttled] of [
    ['loopback', false],
    ['slow4g', true],
  ]) {
    const visits = [];
    // Now and then Chromium reports no LCP entry at all (0): measure that visit again.
    for (let tries = 0; visits.length < runs && tries < runs * 3; tries++) {
      const result = await visit(throttled);
      if (result.lcpMs > 0) visits.push(result);
    }
    if (visits.length < runs) throw new Error(`Chromium reported no LCP in most ${name} visits`);
    results[name] = {
      lcpMs: median(visits.map((v) => v.lcpMs)),
      // Measured only when every visit saw the signal (undefined in JSON: "not measured").
      buyReadyMs: visits.every((v) => v.buyReadyMs !== undefined)
        ? median(visits.map((v) => v.buyReadyMs))
        : undefined,
      cls: Math.max(...visits.map((v) => v.cls)),
      jsBytes: median(visits.map((v) => v.jsBytes)),
      jsFiles: median(visits.map((v) => v.jsFiles)),
      firebaseLoaded: visits.some((v) => v.firebaseLoaded),
      runs: visits.map((v) => Math.round(v.lcpMs)),
    };
  }
} finally {
  await browser.close();
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(
  values.results,
  JSON.stringify({ ...results, protocol: http2Server ? 'HTTP/2 over TLS' : 'HTTP/1.1' }, null, 2),
);
