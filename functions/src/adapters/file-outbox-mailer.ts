import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';

/**
 * Local stand-in for email: each message becomes a JSON file in `outboxDir`, named so
 * that a directory listing is in sending order. Developers and tests read them there.
 */
export function createFileOutboxMailer(outboxDir: string, clock: Clock): Mailer {
  return {
    async send({ idempotencyKey, ...message }) {
      await mkdir(outboxDir, { recursive: true });
      const tag = idempotencyKey ?? randomUUID().slice(0, 8);
      if (idempotencyKey) {
        const sentBefore = (await readdir(outboxDir)).some((name) =>
          name.endsWith(`-${idempotencyKey}.json`),
        );
        if (sentBefore) return;
      }
      const sentAt = clock.now().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${tag}.json`;
      const file = path.join(outboxDir, name);
      // Written aside and renamed, so whoever reads the outbox never sees half a message.
      await writeFile(`${file}.tmp`, JSON.stringify({ ...message, sentAt }, null, 2));
      await rename(`${file}.tmp`, file);
    },
  };
}
