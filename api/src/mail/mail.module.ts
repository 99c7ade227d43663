import { Module } from '@nestjs/common';
import { MailService } from './mail.service.js';

/** Outgoing e-mail, for any module that sends some (orders now). */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
