import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type OutageProxy = {
  /** host:port to connect to instead of the target. */
  readonly address: string;
  /**
   * The target goes away for `ms`, as a database process that restarts does: every open
   * connection is cut (requests in flight get no answer, a commit may have landed or not), and
   * new connections are refused until it is back, with all it had committed.
   */
  outage(ms: number): Promise<void>;
  /** Connections cut or refused by outages so far. */
  disruptions(): number;
  close(): Promise<void>;
};

/** A TCP proxy to `target` (host:port) that can cut everything on demand. */
export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const [host, port] = [
    target.slice(0, target.lastIndexOf(':')),
    target.slice(target.lastIndexOf(':') + 1),
  ];
  const open = new Set<Socket>();
  let down = false;
  let disrupted = 0;
  const server: Server = createServer((client) => {
    if (down) {
      disrupted += 1;
      return void client.destroy();
    }
    const upstream = connect(Number(port), host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${proxyPort}`,
    async outage(ms) {
      down = true;
      disrupted += open.size / 2;
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, ms));
      down = false;
    },
    disruptions: () => disrupted,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
