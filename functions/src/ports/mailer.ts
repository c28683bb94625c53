export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** Outgoing email: a file outbox locally, the Trigger Email extension's `mail` collection in production. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
};
