import type { MailMessage, Mailer } from '../ports/mailer';

/**
 * A mailer that keeps what it is asked to send, dropping a message whose idempotency key it
 * has seen, as both real mailers do. Empty `sent` with `sent.length = 0`.
 */
export function dedupingMailer(): { mailer: Mailer; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    hasSent: async (key) => sent.some((message) => message.idempotencyKey === key),
    send: async (message) => {
      if (!sent.some((other) => other.idempotencyKey === message.idempotencyKey)) {
        sent.push(message);
      }
    },
  };
  return { mailer, sent };
}
