import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

/** The contact form's endpoint, POST /api/contact (docs/product/landing-and-content.md#contact-contact-built). */
@Module({ imports: [MailModule], controllers: [ContactController], providers: [ContactService, ContactRepository] })
export class ContactModule {}
