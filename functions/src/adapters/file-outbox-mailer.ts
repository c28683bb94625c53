import { randomUUID } from 'node:crypto';
import { access, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import { storedAttachments } from './mail-attachments';

/**
 * Local stand-in for email: each message becomes a JSON file in `outboxDir` (with its
 * `sentAt`; attachments in base64). Developers and tests read them there. A message with an idempotency key is
 * named by it, so a second send of it finds the file and is dropped.
 */
export function createFileOutboxMailer(outboxDir: string, clock: Clock): Required<Mailer> {
  return {
    async forget(idempotencyKeys, erasedTo) {
      for (const key of idempotencyKeys) {
        const file = path.join(outboxDir, `${key}.json`);
        const kept = await readFile(file, 'utf8').then(
          (text) => JSON.parse(text) as { to: string; subject: string; sentAt: string },
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return undefined;
            throw error;
          },
        );
        if (!kept || kept.to === erasedTo) continue;
        const erased = { to: erasedTo, subject: kept.subject, text: '', sentAt: kept.sentAt };
        // Written aside and renamed over it, so a reader never sees half a message.
        const aside = `${file}.${randomUUID().slice(0, 8)}.tmp`;
        await writeFile(aside, JSON.stringify(erased, null, 2));
        await rename(aside, file);
      }
    },
    async hasSent(idempotencyKey) {
      return access(path.join(outboxDir, `${idempotencyKey}.json`)).then(
        () => true,
        () => false,
      );
    },
    async send({ idempotencyKey, attachments, ...fields }) {
      // As the `mail` collection holds them, so what a developer reads is what is sent.
      const message = attachments?.length
        ? { ...fields, attachments: storedAttachments(attachments) }
        : fields;
      await mkdir(outboxDir, { recursive: true });
      const sentAt = clock.now().toISOString();
      const name = idempotencyKey
        ? `${idempotencyKey}.json`
        : `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
      const file = path.join(outboxDir, name);
      // Written aside, then put in place whole, so a reader never sees half a message.
      const aside = `${file}.${randomUUID().slice(0, 8)}.tmp`;
      await writeFile(aside, JSON.stringify({ ...message, sentAt }, null, 2));
      if (!idempotencyKey) {
        await rename(aside, file);
        return;
      }
      try {
        // link() fails if the name exists: of two concurrent sends, exactly one wins.
        await link(aside, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await rm(aside, { force: true });
      }
    },
  };
}
