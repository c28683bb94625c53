import type { DocStore } from '../ports/doc-store';
import type { Mailer } from '../ports/mailer';

/**
 * Email through the Trigger Email extension (firebase/firestore-send-email): it watches the
 * `mail` collection and sends each document it finds there.
 */
export function createMailCollectionMailer(docs: DocStore): Mailer {
  return {
    async send(message) {
      const mail = {
        to: message.to,
        message: {
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        },
      };
      await docs.create(`mail/${docs.newId()}`, mail);
    },
  };
}
