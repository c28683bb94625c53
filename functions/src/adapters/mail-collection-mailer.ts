import { AlreadyExistsError, type DocData, type DocStore } from '../ports/doc-store';
import type { Mailer } from '../ports/mailer';
import { storedAttachments } from './mail-attachments';

/** What a `mail` document holds, as far as forgetting it reads it. */
type MailDocument = DocData & { to: string; message?: { subject?: string } };

/**
 * Email through the Trigger Email extension (firebase/firestore-send-email): it watches the
 * `mail` collection and sends each document it finds there, once.
 */
export function createMailCollectionMailer(docs: DocStore): Required<Mailer> {
  return {
    async forget(idempotencyKeys, erasedTo) {
      for (const key of idempotencyKeys) {
        await docs.runTransaction(async (tx) => {
          const mail = (await tx.get<MailDocument>(`mail/${key}`)).data;
          if (!mail || mail.to === erasedTo) return;
          // The extension's own `delivery` record stays: it sends a document once, by it.
          tx.update(`mail/${key}`, {
            to: erasedTo,
            message: { subject: mail.message?.subject ?? '', text: '' },
          });
        });
      }
    },
    async hasSent(idempotencyKey) {
      return (await docs.get(`mail/${idempotencyKey}`)).data !== undefined;
    },
    async send({ idempotencyKey, ...message }) {
      const mail = {
        to: message.to,
        message: {
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.attachments?.length
            ? { attachments: storedAttachments(message.attachments) }
            : {}),
        },
      };
      try {
        await docs.create(`mail/${idempotencyKey ?? docs.newId()}`, mail);
      } catch (error) {
        // Sent before: the extension has it already.
        if (!(error instanceof AlreadyExistsError)) throw error;
      }
    },
  };
}
