import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { backendDocs } from './backend-docs';
import { testEnv } from './test-env';

/** An attachment as nodemailer takes it: base64 content, and a content id when inline. */
export type OutboxAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
  cid?: string;
};

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  sentAt?: string;
};

type MailDocument = { to: string; message: Omit<OutboxMail, 'to' | 'sentAt'> };

/**
 * The emails the stack sent: JSON files in EMBEDDED_DATA_DIR/outbox on the embedded
 * backend, documents of the Trigger Email extension's `mail` collection on Firestore.
 */
export async function readOutbox(): Promise<OutboxMail[]> {
  if (testEnv.backend === 'firebase') {
    const mails = await backendDocs().query<MailDocument>({ collection: 'mail' });
    return mails.map(({ data }) => ({ to: data.to, ...data.message }));
  }
  const dir = path.join(testEnv.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => (a.sentAt ?? '').localeCompare(b.sentAt ?? ''));
}
