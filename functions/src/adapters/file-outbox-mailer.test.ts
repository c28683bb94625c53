import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileOutboxMailer } from './file-outbox-mailer';

const clock = { now: () => new Date('2026-12-01T10:00:00.000Z') };
const message = { to: 'buyer@example.com', subject: 'Your tickets', text: 'Here they are' };

describe('createFileOutboxMailer', () => {
  it('writes each message as a whole JSON file with when it was sent', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createFileOutboxMailer(dir, clock);
    await mailer.send(message);
    await mailer.send(message);
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).toEqual({
        ...message,
        sentAt: '2026-12-01T10:00:00.000Z',
      });
    }
  });

  it('keeps one message per idempotency key, even when sent many times at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createFileOutboxMailer(dir, clock);
    await Promise.all(
      Array.from({ length: 20 }, () => mailer.send({ ...message, idempotencyKey: 'tickets_o1' })),
    );
    expect(readdirSync(dir)).toEqual(['tickets_o1.json']);
  });
});
