import type { MailAttachment } from '../ports/mailer';

/** An attachment as nodemailer (and so the Trigger Email extension) takes it in JSON. */
export type StoredAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
  cid?: string;
};

/** Base64, since a Firestore document or a JSON file holds text, not bytes. */
export function storedAttachments(attachments: MailAttachment[] | undefined): StoredAttachment[] {
  return (attachments ?? []).map(({ filename, contentType, content, contentId }) => ({
    filename,
    contentType,
    content: Buffer.from(content).toString('base64'),
    encoding: 'base64',
    ...(contentId ? { cid: contentId } : {}),
  }));
}
