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

  it('forgets an erased person in what was sent, keeping that it was sent', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createFileOutboxMailer(dir, clock);
    await mailer.send({ ...message, html: '<p>Ada</p>', idempotencyKey: 'tickets_o1' });
    await mailer.forget(['tickets_o1', 'refund_o1'], 'erased@erased.invalid');
    expect(readdirSync(dir)).toEqual(['tickets_o1.json']);
    expect(JSON.parse(readFileSync(path.join(dir, 'tickets_o1.json'), 'utf8'))).toEqual({
      to: 'erased@erased.invalid',
      subject: 'Your tickets',
      text: '',
      sentAt: '2026-12-01T10:00:00.000Z',
    });
    expect(await mailer.hasSent('tickets_o1')).toBe(true);
  });
});

describe('createFileOutboxMailer attachments', () => {
  it('writes them as the mail collection does: base64 with their content id', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createFileOutboxMailer(dir, clock);
    const content = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await mailer.send({
      ...message,
      idempotencyKey: 'with_files',
      attachments: [
        { filename: 'qr.png', contentType: 'image/png', content, contentId: 'qr-1' },
        { filename: 'event.ics', contentType: 'text/calendar', content: new Uint8Array([65]) },
      ],
    });
    const stored = JSON.parse(readFileSync(path.join(dir, 'with_files.json'), 'utf8'));
    expect(stored.attachments).toEqual([
      {
        filename: 'qr.png',
        contentType: 'image/png',
        content: 'iVBORw==',
        encoding: 'base64',
        cid: 'qr-1',
      },
      { filename: 'event.ics', contentType: 'text/calendar', content: 'QQ==', encoding: 'base64' },
    ]);
  });
});

describe('createFileOutboxMailer hasSent', () => {
  it('knows a key once its message is sent, and only then', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createFileOutboxMailer(dir, clock);
    expect(await mailer.hasSent('tickets_o2')).toBe(false);
    await mailer.send({ ...message, idempotencyKey: 'tickets_o2' });
    expect(await mailer.hasSent('tickets_o2')).toBe(true);
    expect(await mailer.hasSent('tickets_o3')).toBe(false);
  });
});
