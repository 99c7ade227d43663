import { z } from 'zod';

/**
 * `GET /api/site`: public facts the pages show that an operator configures (README, Configuration): the support
 * e-mail, phone number and social links (each null or absent when not configured, and then hidden), and how long
 * uploaded photos are kept, which the privacy policy states.
 */
export const siteInfoSchema = z.object({
  supportEmail: z.string().nullable(),
  /**
   * Set only when `supportEmail` is not (a demo site): a placeholder address the About and legal pages show, marked
   * as a demo address, so they read complete. The footer and the contact form never use it.
   */
  demoSupportEmail: z.string().nullable(),
  phone: z.string().nullable(),
  social: z.array(z.object({ label: z.string(), href: z.string() })),
  photoRetentionDays: z.number().int().positive(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
