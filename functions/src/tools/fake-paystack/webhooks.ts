import { paystackSignature } from '../../adapters/paystack-gateway';
import type { FaultBook } from './faults';

export type WebhookOptions = {
  /** Where events are posted; none are sent without it. */
  url?: string;
  secretKey: string;
  /** Deliveries of one event before giving up (Paystack retries for hours). */
  attempts?: number;
  /** Dropped, doubled or late deliveries on demand (faults.ts). */
  faults?: FaultBook;
  log: (message: string) => void;
};

export type Webhooks = {
  /** Posts `{ event, data }` signed as Paystack signs it, retrying with backoff. */
  send(event: string, data: { reference: string }): void;
  /** Runs `work` after `ms`, counted as a delivery until it has run (and sent what it sends). */
  later(ms: number, work: () => void): void;
  /** Settles when every delivery and every `later` started so far has finished. */
  settled(): Promise<void>;
  /**
   * Ends every wait between a failed delivery and its next attempt now, as if the backoff had
   * passed: a test whose receiver came back need not sit out Paystack's schedule.
   */
  retryNow(): void;
  /** Drops what `later` has not run yet. */
  cancel(): void;
};

export function createWebhooks(options: WebhookOptions): Webhooks {
  const deliveries = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  /** The waits between attempts, each ended early by `retryNow`. */
  const backoffs = new Set<() => void>();

  function backoff(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        backoffs.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      backoffs.add(end);
    });
  }

  function track(delivery: Promise<void>): void {
    const tracked = delivery.finally(() => deliveries.delete(tracked));
    deliveries.add(tracked);
  }

  async function deliver(url: string, event: string, data: { reference: string }) {
    const body = JSON.stringify({ event, data });
    const attempts = options.attempts ?? 5;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': paystackSignature(body, options.secretKey),
          },
          body,
        });
        if (answer.ok) return;
        options.log(`${event} for ${data.reference}: HTTP ${answer.status} (attempt ${attempt})`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log(`${event} for ${data.reference}: ${message} (attempt ${attempt})`);
      }
      if (attempt < attempts) await backoff(250 * 2 ** attempt);
    }
  }

  function later(ms: number, work: () => void): void {
    track(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          work();
          resolve();
        }, ms);
        timers.add(timer);
      }),
    );
  }

  return {
    send(event, data) {
      const url = options.url;
      if (!url) return;
      const fault = options.faults?.take('webhook');
      const what = `${event} for ${data.reference}`;
      if (fault?.fault === 'drop') {
        options.log(`${what}: dropped (fault)`);
      } else if (fault?.fault === 'delay') {
        options.log(`${what}: delayed ${fault.ms} ms (fault)`);
        later(fault.ms, () => track(deliver(url, event, data)));
      } else {
        track(deliver(url, event, data));
        if (fault?.fault === 'duplicate') {
          options.log(`${what}: sent twice (fault)`);
          track(deliver(url, event, data));
        }
      }
    },
    later,
    async settled() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
    retryNow() {
      for (const end of [...backoffs]) end();
    },
    cancel() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      deliveries.clear();
    },
  };
}
