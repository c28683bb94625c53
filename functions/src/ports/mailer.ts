export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Names the message: a second send with the same key is dropped, so a handler that is
   * retried after a crash between sending and recording it never mails twice.
   */
  idempotencyKey?: string;
};

/** Outgoing email: a file outbox locally, the Trigger Email extension's `mail` collection in production. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
};
