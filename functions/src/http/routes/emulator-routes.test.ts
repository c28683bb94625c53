import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import { newApiApp } from '../new-api-app';
import { emulatorRoutes } from './emulator-routes';

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function post(enabled: boolean) {
  const docs = openSqliteDocStore({ file: ':memory:' });
  const app = newApiApp();
  app.use(emulatorRoutes({ docs, clock: { now: () => new Date() } }, { enabled }));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/api/emulator/holdExpiry`, {
    method: 'POST',
  });
  const body: unknown = await response.json();
  await docs.close();
  return { status: response.status, body };
}

describe('POST /api/emulator/holdExpiry', () => {
  it('runs the allocator in the Functions emulator', async () => {
    expect(await post(true)).toEqual({
      status: 200,
      body: { decided: 0, expired: 0, returned: 0 },
    });
  });

  it('is an unknown route anywhere else (deployed)', async () => {
    const answer = await post(false);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
  });
});
