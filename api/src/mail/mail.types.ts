/** One outgoing e-mail. Plain text always (every client reads it); HTML optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, when not to the sender (a contact message: the visitor who wrote it). */
  replyTo?: string;
}

/** Where a message went: the SMTP server's message id, or the .eml file written to the outbox. */
export type MailReceipt = { via: 'smtp'; messageId: string } | { via: 'outbox'; messageId: string; file: string };
