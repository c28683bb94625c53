import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got. */
export type ReceivedWebhook = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** How the receiver answers a request: a status and body, or its own handling of `res`. */
export type ReceiverAnswer = (request: ReceivedWebhook, res: http.ServerResponse) => void;

export const answerWith =
  (status: number, body = ''): ReceiverAnswer =>
  (_request, res) => {
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(body);
  };

/**
 * A real HTTP server on this machine that webhooks are sent to in tests: it keeps what it
 * got, and answers each request with `answer` (200 unless a test says otherwise).
 */
export async function startWebhookReceiver(): Promise<{
  url: (path?: string) => string;
  received: ReceivedWebhook[];
  answer: ReceiverAnswer;
  setAnswer: (answer: ReceiverAnswer) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  let answer: ReceiverAnswer = answerWith(200, 'ok');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      answer(request, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/webhooks') => `http://127.0.0.1:${port}${path}`,
    received,
    get answer() {
      return answer;
    },
    setAnswer: (next) => {
      answer = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Answers slowly (after `ms`), with a redirect, or with `bytes` of body, for the failure cases. */
export const slowAnswer =
  (ms: number): ReceiverAnswer =>
  (_request, res) => {
    const timer = setTimeout(() => res.end('late'), ms);
    res.on('close', () => clearTimeout(timer));
  };

export const redirectAnswer =
  (location: string): ReceiverAnswer =>
  (_request, res) => {
    res.writeHead(302, { Location: location });
    res.end();
  };

export const hugeAnswer =
  (bytes: number): ReceiverAnswer =>
  (_request, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!res.write(chunk)) {
          res.once('drain', write);
          return;
        }
      }
      res.end();
    };
    res.on('error', () => {});
    write();
  };
