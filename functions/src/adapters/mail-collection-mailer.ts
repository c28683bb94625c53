import { AlreadyExistsError, type DocStore } from '../ports/doc-store';
import type { Mailer } from '../ports/mailer';
import { storedAttachments } from './mail-attachments';

/**
 * Email through the Trigger Email extension (firebase/firestore-send-email): it watches the
 * `mail` collection and sends each document it finds there, once.
 */
export function createMailCollectionMailer(docs: DocStore): Required<Mailer> {
  return {
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
