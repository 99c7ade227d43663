import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { ContactMessage, ContactReply } from '@storyloom/contracts';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { ContactDeliveryFailedException, ContactRateLimitedException } from './contact.exception.js';
import { ContactRepository } from './contact.repository.js';

/** A header line must stay one line: a newline in a visitor's subject never starts a header of its own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The contact form: stores each message (within the per-IP limit), then e-mails it to the support address
 * (SUPPORT_EMAIL, else MAIL_FROM) through the API's mailer, with the visitor as Reply-To.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly contact: ContactRepository,
    private readonly mail: MailService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(message: ContactMessage, ip: string, now = new Date()): Promise<ContactReply> {
    const { windowSeconds, maxPerIp } = this.config.site.contact;
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const id = randomUUID();
    if (!(await this.contact.insertWithinLimit(id, ip, message, since, maxPerIp))) {
      const oldest = await this.contact.oldestInWindow(ip, since);
      const retryAfter = oldest ? (oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000 : windowSeconds;
      throw new ContactRateLimitedException(retryAfter);
    }
    const reference = id.slice(0, 8).toUpperCase();
    try {
      await this.mail.send(this.toSupportMail(message, reference));
    } catch (error) {
      await this.contact.markFailed(id, error instanceof Error ? error.message : String(error));
      throw new ContactDeliveryFailedException(error);
    }
    await this.contact.markDelivered(id);
    this.logger.log(`Contact message ${reference} delivered to support`);
    return { success: true, reference };
  }

  private toSupportMail(message: ContactMessage, reference: string) {
    const name = oneLine(`${message.first_name} ${message.last_name}`);
    const subject = oneLine(message.subject) || '(no subject)';
    return {
      to: this.config.site.supportEmail ?? this.config.mail.from,
      replyTo: message.email,
      subject: `[Contact ${reference}] ${subject}`,
      text: [
        `From: ${name} <${message.email}>`,
        `Subject: ${subject}`,
        `Reference: ${reference}`,
        '',
        message.message,
        '',
        '-- Sent with the contact form; reply to this e-mail to answer the visitor.',
      ].join('\n'),
    };
  }
}
