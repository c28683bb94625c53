// A plain Node HTTP server for benchmarks: the built web app (gzipped, as Hosting serves it,
// with index.html for every page route) and, as Hosting's rewrites do, /api/** and /event/**
// answered by the api app in this process.
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
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/event/')) {
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
