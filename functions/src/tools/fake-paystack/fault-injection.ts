import type { ServerResponse } from 'node:http';
import type { FaultRule } from './faults';
import { send, type Route } from './http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers the fake never gives: their connections stay open until the caller gives up or the
 * fake closes (which ends them, so a stopped fake leaves nothing hanging).
 */
export class HeldAnswers {
  private readonly held = new Set<ServerResponse>();

  hold(res: ServerResponse): void {
    this.held.add(res);
    res.once('close', () => this.held.delete(res));
  }

  /** Lets the route do its work but keeps its answer from the caller, then holds it. */
  silence(res: ServerResponse): void {
    // The route writes as usual; nothing reaches the socket.
    res.writeHead = (() => res) as ServerResponse['writeHead'];
    res.end = (() => res) as ServerResponse['end'];
    this.hold(res);
  }

  releaseAll(): void {
    for (const res of this.held) res.socket?.destroy();
    this.held.clear();
  }
}

/**
 * Applies `fault` to a call before its route runs: true when the route should still run (its
 * answer late, or swallowed), false when the fault was the whole answer.
 */
export async function applyHttpFault(
  route: Route,
  fault: FaultRule,
  held: HeldAnswers,
): Promise<boolean> {
  switch (fault.fault) {
    case 'error':
      // A 500 is Paystack's own JSON; 502 and 503 come from the load balancer in front, as HTML.
      if (fault.status === 500) {
        send(route.res, 500, { status: false, message: 'An error occurred' });
      } else {
        route.res.writeHead(fault.status, { 'content-type': 'text/html' });
        route.res.end(`<html><body><h1>${fault.status} Service Unavailable</h1></body></html>`);
      }
      return false;
    case 'timeout':
      held.hold(route.res);
      return false;
    case 'slow':
      await sleep(fault.ms);
      return true;
    case 'done-then-timeout':
      held.silence(route.res);
      return true;
    default:
      // Webhook faults are applied where webhooks are sent.
      return true;
  }
}
