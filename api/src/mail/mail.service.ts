import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type nodemailerModule from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazyRequire } from '../common/lazy-require.js';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import type { MailMessage, MailReceipt } from './mail.types.js';

export type { MailMessage, MailReceipt } from './mail.types.js';

/** Loaded with the first message, not at start-up (common/lazy-require.ts). */
const nodemailer = lazyRequire<typeof nodemailerModule>('nodemailer');

/**
 * The one mailer of the API (order confirmations now, later issues' messages too). Over SMTP (nodemailer) when
 * SMTP_URL or SMTP_HOST is configured; otherwise nodemailer builds the same RFC 5322 message and it is written
 * to DATA_DIR/outbox/ as an .eml file, so a local install needs no mail server and an operator can open what
 * would have been sent.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private smtpTransport: Transporter | undefined;
  private builder: Transporter | undefined;
  /** Callers of messageHandled() waiting for the next send to end. */
  private handledWaiters: Array<() => void> = [];

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** The SMTP transport when one is configured, made with the first message. */
  private get smtp(): Transporter | undefined {
    const smtp = this.config.mail.smtp;
    if (!smtp || this.smtpTransport) return this.smtpTransport;
    this.smtpTransport = nodemailer().createTransport(
      'url' in smtp
        ? smtp.url
        : {
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
          },
    );
    return this.smtpTransport;
  }

  /**
   * Resolves once the next message this process sends has been sent or written (or has failed). Many messages go
   * after the reply that caused them, so a caller (a test) looking for one awaits this between looks instead of
   * sleeping. Ask before looking, so no message goes unseen between.
   */
  messageHandled(): Promise<void> {
    return new Promise((resolve) => this.handledWaiters.push(resolve));
  }

  /** Sends `message`; throws when the SMTP server refuses it or the outbox cannot be written. */
  async send(message: MailMessage): Promise<MailReceipt> {
    try {
      return await this.deliver(message);
    } finally {
      const waiters = this.handledWaiters;
      this.handledWaiters = [];
      for (const handled of waiters) handled();
    }
  }

  private async deliver(message: MailMessage): Promise<MailReceipt> {
    const envelope = { from: this.config.mail.from, ...message };
    if (this.smtp) {
      const info = await this.smtp.sendMail(envelope);
      this.logger.log(`Sent "${message.subject}" over SMTP (${info.messageId})`);
      return { via: 'smtp', messageId: info.messageId };
    }
    this.builder ??= nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const built = await this.builder.sendMail(envelope);
    const dir = this.config.mail.outboxDir;
    await mkdir(dir, { recursive: true });
    // Sortable by time; the message id keeps two messages of the same millisecond apart.
    const file = join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${built.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`,
    );
    await writeFile(file, built.message as Buffer);
    this.logger.log(`Wrote "${message.subject}" to ${file} (no SMTP server configured)`);
    return { via: 'outbox', messageId: built.messageId, file };
  }

  onModuleDestroy(): void {
    this.smtpTransport?.close();
  }
}
