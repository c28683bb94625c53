import { connect } from 'node:net';

/** Whether something accepts connections on `port` of this machine (within `timeoutMs`). */
function answers(port: number, host: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The ports of `ports` (name to port) on which the local stack answers: `npm start`'s
 * emulators and fake Paystack listen on fixed ports, and while any of them does, its
 * functions may have the store open and write to it.
 */
export async function answeringPorts(
  ports: Record<string, number>,
  { host = '127.0.0.1', timeoutMs = 500 } = {},
): Promise<string[]> {
  const found = await Promise.all(
    Object.entries(ports).map(async ([name, port]) =>
      (await answers(port, host, timeoutMs)) ? `${name} (port ${port})` : undefined,
    ),
  );
  return found.filter((entry): entry is string => entry !== undefined);
}
