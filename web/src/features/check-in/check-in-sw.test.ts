/**
 * The scanner's service worker (public/check-in-sw.js) run in a VM context with an in-memory
 * Cache Storage: what it keeps, and that files no scanner page asks for any more are deleted.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import source from '../../../public/check-in-sw.js?raw';

const origin = 'https://tickets.example.com';
const day = 24 * 60 * 60 * 1000;

/** One cache of Cache Storage, by URL, as much of it as the worker uses. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private urlOf = (request: string | Request) =>
    new URL(typeof request === 'string' ? request : request.url, origin).href;
  async match(request: string | Request) {
    return this.entries.get(this.urlOf(request))?.clone();
  }
  async put(request: string | Request, response: Response) {
    this.entries.set(this.urlOf(request), response);
  }
  async delete(request: string | Request) {
    return this.entries.delete(this.urlOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function startWorker() {
  const cache = new MemoryCache();
  const listeners = new Map<string, (event: unknown) => void>();
  let now = Date.parse('2026-12-01T12:00:00Z');
  const fetched: string[] = [];
  const context = {
    self: {
      location: { origin },
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, listener),
    },
    caches: { open: async () => cache },
    fetch: async (url: string) => {
      fetched.push(url);
      return new Response(`contents of ${url}`);
    },
    Response,
    URL,
    Date: { now: () => now },
  };
  runInNewContext(source, context);
  /** What a scanner page posts once it has loaded `urls`. */
  const keep = async (urls: string[]) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('message')!({
      data: { type: 'keep', urls },
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    });
    await done;
  };
  const cached = () => [...cache.entries.keys()].filter((url) => url.includes('/assets/'));
  return { keep, cached, fetched, later: (ms: number) => (now += ms) };
}

const asset = (name: string) => `${origin}/assets/${name}`;

describe('the check-in service worker', () => {
  it('keeps the files a page asks for, fetching each once, and only its own origin', async () => {
    const worker = startWorker();
    await worker.keep([asset('index-a.js'), asset('scanner-a.js'), 'https://cdn.example/x.js']);
    await worker.keep([asset('index-a.js'), asset('scanner-a.js')]);
    expect(worker.cached()).toEqual([asset('index-a.js'), asset('scanner-a.js')]);
    expect(worker.fetched).toEqual([asset('index-a.js'), asset('scanner-a.js')]);
  });

  it('deletes the files of an old deploy a month after a page last asked for them', async () => {
    const worker = startWorker();
    await worker.keep([asset('index-old.js'), asset('decoder-old.js')]);
    // A new deploy: the page now asks for new files; the old ones still count for a while.
    worker.later(day);
    await worker.keep([asset('index-new.js')]);
    worker.later(20 * day);
    // Another event's scanner page, still on the decoder, keeps it in use.
    await worker.keep([asset('index-new.js'), asset('decoder-old.js')]);
    expect(worker.cached()).toHaveLength(3);
    worker.later(10 * day);
    await worker.keep([asset('index-new.js')]);
    expect(worker.cached()).toEqual([asset('decoder-old.js'), asset('index-new.js')]);
    worker.later(31 * day);
    await worker.keep([asset('index-new.js')]);
    expect(worker.cached()).toEqual([asset('index-new.js')]);
  });
});
