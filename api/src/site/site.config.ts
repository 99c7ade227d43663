import { z } from 'zod';
import { configSection } from '../config/config-section.js';
import { wholeNumber } from '../config/env-parsers.js';

/**
 * The site's public contact facts (GET /api/site) and the contact form. `supportEmail` unset: contact messages go to
 * MAIL_FROM's address and the footer shows no e-mail.
 */
export interface SiteConfig {
  supportEmail?: string;
  /**
   * DEMO_SUPPORT_EMAIL, only while SUPPORT_EMAIL is unset (a demo): the placeholder the About and legal pages show,
   * marked as a demo address, so they never read as if a support address were missing. Nothing is sent to it.
   */
  demoSupportEmail?: string;
  phone?: string;
  social: Array<{ label: string; href: string }>;
  contact: { windowSeconds: number; maxPerIp: number };
}

const socialUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.instagram.com/storyloom' })
  .optional();

/**
 * The site's public contact facts and the contact form (docs/product/landing-and-content.md). SUPPORT_EMAIL receives
 * the contact form's messages and is shown in the footer and the legal pages; SITE_PHONE and the SOCIAL_* links are
 * shown when set, hidden otherwise. CONTACT_MAX_PER_IP messages per IP address per CONTACT_WINDOW_SECONDS.
 */
export const siteSection = configSection({
  name: 'site',
  env: {
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address such as support@storyloom.example' }).optional(),
    // Without SUPPORT_EMAIL (a demo), the About and legal pages name this placeholder instead, marked '(demo address)',
    // so they read complete; it receives nothing (the contact form still writes to MAIL_FROM's address).
    DEMO_SUPPORT_EMAIL: z
      .email({ error: 'must be an e-mail address such as support@storyloom.example' })
      .default('support@storyloom.example'),
    SITE_PHONE: z
      .string()
      .regex(/^[+()\d][\d\s().+-]{3,30}$/, 'must be a phone number such as (555) 010-0199 or +1 555 010 0199')
      .optional(),
    SOCIAL_YOUTUBE_URL: socialUrl,
    SOCIAL_INSTAGRAM_URL: socialUrl,
    SOCIAL_FACEBOOK_URL: socialUrl,
    SOCIAL_X_URL: socialUrl,
    CONTACT_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(3600),
    CONTACT_MAX_PER_IP: wholeNumber(1, 1_000_000).default(5),
  },
  secrets: [],
  build(vars): { site: SiteConfig } {
    const social = [
      { label: 'YouTube', href: vars.SOCIAL_YOUTUBE_URL },
      { label: 'Instagram', href: vars.SOCIAL_INSTAGRAM_URL },
      { label: 'Facebook', href: vars.SOCIAL_FACEBOOK_URL },
      { label: 'X', href: vars.SOCIAL_X_URL },
    ].filter((link): link is { label: string; href: string } => link.href !== undefined);
    return {
      site: {
        ...(vars.SUPPORT_EMAIL ? { supportEmail: vars.SUPPORT_EMAIL } : { demoSupportEmail: vars.DEMO_SUPPORT_EMAIL }),
        ...(vars.SITE_PHONE ? { phone: vars.SITE_PHONE.trim() } : {}),
        social,
        contact: { windowSeconds: vars.CONTACT_WINDOW_SECONDS, maxPerIp: vars.CONTACT_MAX_PER_IP },
      },
    };
  },
});
