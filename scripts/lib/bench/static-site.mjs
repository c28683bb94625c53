// A plain Node HTTP server for benchmarks: the built web app (gzipped, as Hosting serves it,
// with index.html for every page route) and, as Hosting's rewrites do, /api/**, /event/**,
// /o/** and /events answered by the api app in this process.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

export function serveSite({ distDir, apiApp }) {
  const cache = new Map();
  const file = (relative) => {
    if (!cache.has(relative)) {
      const full = path.join(distDir, relative);
      let body;
      try {
        if (!statSync(full).isFile()) throw new Error('not a file');
        body = readFileSync(full);
      } catch {
        body = undefined;
      }
      cache.set(relative, body && { body, gzipped: gzipSync(body, { level: 9 }) });
    }
    return cache.get(relative);
  };
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const isApiPath =
      url.pathname.startsWith('/api/') ||
      url.pathname.startsWith('/event/') ||
      url.pathname.startsWith('/o/') ||
      url.pathname === '/events';
    if (isApiPath) {
      return apiApp(req, res);
    }
    const isAsset = url.pathname.startsWith('/assets/');
    const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const found = (path.extname(relative) && file(relative)) || (!isAsset && file('index.html'));
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    const served = found === file('index.html') ? 'index.html' : relative;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': types[path.extname(served)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? found.gzipped : found.body);
  });
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

/**
 * The site over HTTPS with HTTP/2, as Hosting serves it (one connection, every file at once),
 * in front of `serveSite` on a loopback port. The certificate is a throwaway self-signed one
 * made by openssl; undefined (HTTP/1.1 it is, then) when openssl is missing.
 */
export async function serveSiteOverHttp2({ distDir, apiApp }) {
  const { execFileSync } = await import('node:child_process');
  const { mkdtempSync, readFileSync: read, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const http2 = await import('node:http2');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  let key;
  let cert;
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    key = read(path.join(dir, 'key.pem'));
    cert = read(path.join(dir, 'cert.pem'));
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const inner = serveSite({ distDir, apiApp });
  await new Promise((resolve) => inner.listen(0, '127.0.0.1', resolve));
  const innerPort = inner.address().port;
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !hopByHop.has(name)) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const upstream = http.request(
      { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!hopByHop.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('close', () => inner.close());
  return server;
}
