import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from './sqlite-doc-store';
import { createMailCollectionMailer } from './mail-collection-mailer';

const docs = openSqliteDocStore({ file: ':memory:' });
afterEach(async () => {
  for (const doc of await docs.query({ collection: 'mail' })) await docs.delete(doc.path);
});

describe('createMailCollectionMailer', () => {
  it('writes the Trigger Email document: the message, and attachments as nodemailer takes them', async () => {
    const mailer = createMailCollectionMailer(docs);
    expect(await mailer.hasSent('tickets_o1')).toBe(false);
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Your tickets',
      text: 'Here',
      html: '<img src="cid:qr-1">',
      idempotencyKey: 'tickets_o1',
      attachments: [
        {
          filename: 'qr.png',
          contentType: 'image/png',
          content: new Uint8Array([1, 2, 3]),
          contentId: 'qr-1',
        },
      ],
    });
    // A repeat is dropped: the extension has the first.
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Again',
      text: '',
      idempotencyKey: 'tickets_o1',
    });
    expect((await docs.get('mail/tickets_o1')).data).toEqual({
      to: 'buyer@example.com',
      message: {
        subject: 'Your tickets',
        text: 'Here',
        html: '<img src="cid:qr-1">',
        attachments: [
          {
            filename: 'qr.png',
            contentType: 'image/png',
            content: 'AQID',
            encoding: 'base64',
            cid: 'qr-1',
          },
        ],
      },
    });
    expect(await mailer.hasSent('tickets_o1')).toBe(true);
  });

  it('forgets an erased person in what was sent, keeping that it was sent', async () => {
    const mailer = createMailCollectionMailer(docs);
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Your tickets',
      text: 'Ada Lovelace',
      html: '<p>Ada Lovelace</p>',
      idempotencyKey: 'tickets_o2',
    });
    // As the extension records its delivery on the document.
    await docs.update('mail/tickets_o2', { delivery: { state: 'SUCCESS' } });
    await mailer.forget(['tickets_o2', 'refund_o2'], 'erased@erased.invalid');
    const erased = {
      to: 'erased@erased.invalid',
      message: { subject: 'Your tickets', text: '' },
      delivery: { state: 'SUCCESS' },
    };
    expect((await docs.get('mail/tickets_o2')).data).toEqual(erased);
    expect((await docs.get('mail/refund_o2')).data).toBeUndefined();
    expect(await mailer.hasSent('tickets_o2')).toBe(true);
    await mailer.forget(['tickets_o2'], 'erased@erased.invalid');
    expect((await docs.get('mail/tickets_o2')).data).toEqual(erased);
  });
});
