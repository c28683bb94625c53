import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { testEnv } from './test-env';

export type OutboxMail = { to: string; subject: string; text: string; sentAt: string };

/** The embedded backend's emails: JSON files in EMBEDDED_DATA_DIR/outbox. */
export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = path.join(testEnv.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
}
