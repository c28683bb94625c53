// One JSON request of a benchmark's client, as buyers' worker threads send them.
import http from 'node:http';

/**
 * Sends `body` (an object, or JSON already serialised) to `path` on `target`'s host through
 * `agent`, with `token` as the bearer. Never rejects: answers `{ status, body }`, the body
 * parsed (undefined where the answer was not JSON), or status 0 with `{ transport }` where
 * the connection failed. `onRequest` is handed the request, so a run can cut it.
 */
export function sendJson({ agent, target, method = 'POST', path, token, body, onRequest }) {
  return new Promise((resolve) => {
    const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const payload = text === undefined ? undefined : Buffer.from(text);
    const failed = (error) =>
      resolve({ status: 0, body: { transport: error.code ?? error.message } });
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: path ?? target.pathname,
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let parsed;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode, body: parsed });
        });
        res.on('error', failed);
      },
    );
    onRequest?.(req);
    req.on('error', failed);
    req.end(payload);
  });
}
