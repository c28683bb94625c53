/**
 * A file sent with a message. One with a `contentId` is shown inside the HTML, where
 * `<img src="cid:{contentId}">` names it: mail clients block remote images, not these.
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Uint8Array;
  contentId?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Extra header lines, such as RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post` on
   * a promotional message (the Trigger Email extension passes them on to nodemailer).
   */
  headers?: Record<string, string>;
  /**
   * Names the message: a second send with the same key is dropped, so a handler that is
   * retried after a crash between sending and recording it never mails twice.
   */
  idempotencyKey?: string;
};

/** Outgoing email: a file outbox locally, the Trigger Email extension's `mail` collection in production. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /**
   * Whether a message with this idempotency key was sent: a sender whose message is costly
   * to make (the ticket email draws QR codes and a PDF) asks first. Optional: without it,
   * the sender makes the message and `send` drops a repeat.
   */
  hasSent?(idempotencyKey: string): Promise<boolean>;
  /**
   * An erasure's part in what was sent (app/erasure): the copies kept of the messages sent
   * under these keys lose their recipient (`to` becomes `erasedTo`) and everything but their
   * subject, and stay, so `hasSent` still answers true and none is sent again. Keys never
   * sent are skipped; a repeat changes nothing. Optional: a mailer that keeps no copies has
   * nothing to forget.
   */
  forget?(idempotencyKeys: readonly string[], erasedTo: string): Promise<void>;
};
