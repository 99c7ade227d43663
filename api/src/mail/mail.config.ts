import { join } from 'node:path';
import { z } from 'zod';
import { configSection, type DataDirNeeds } from '../config/config-section.js';
import { flag, port } from '../config/env-parsers.js';

/** Outgoing e-mail: SMTP when configured, else .eml files in `outboxDir`. */
export interface MailConfig {
  from: string;
  smtp: { url: string } | { host: string; port?: number; secure?: boolean; user?: string; pass?: string } | undefined;
  outboxDir: string;
}

/**
 * Outgoing e-mail (order confirmations). SMTP_URL (smtp:// or smtps://, credentials inside) or SMTP_HOST with
 * SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE; with neither, messages are written as .eml files to
 * DATA_DIR/outbox/.
 */
export const mailSection = configSection({
  name: 'mail',
  env: {
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: port.optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_SECURE: flag.optional(),
    MAIL_FROM: z.string().min(3).default('Storyloom <hello@storyloom.example>'),
  },
  secrets: ['SMTP_URL', 'SMTP_PASS'],
  build(vars, { dataDir }: DataDirNeeds): { mail: MailConfig } {
    const smtp = vars.SMTP_URL
      ? { url: vars.SMTP_URL }
      : vars.SMTP_HOST
        ? {
            host: vars.SMTP_HOST,
            port: vars.SMTP_PORT,
            secure: vars.SMTP_SECURE,
            user: vars.SMTP_USER,
            pass: vars.SMTP_PASS,
          }
        : undefined;
    return { mail: { from: vars.MAIL_FROM, smtp, outboxDir: join(dataDir, 'outbox') } };
  },
});
