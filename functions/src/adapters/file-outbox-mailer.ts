import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';

/**
 * Local stand-in for email: each message becomes a JSON file in `outboxDir`, named so
 * that a directory listing is in sending order. Developers and tests read them there.
 */
export function createFileOutboxMailer(outboxDir: string, clock: Clock): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = clock.now().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
      const file = path.join(outboxDir, name);
      // Written aside and renamed, so whoever reads the outbox never sees half a message.
      await writeFile(`${file}.tmp`, JSON.stringify({ ...message, sentAt }, null, 2));
      await rename(`${file}.tmp`, file);
    },
  };
}
