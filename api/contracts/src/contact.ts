import { z } from 'zod';
import { storableText } from './storable-text.js';

/**
 * The contact form (/contact, docs/product/landing-and-content.md#contact-contact-built): `POST /api/contact` delivers
 * the message to the support address. First name and e-mail are required, as on the form.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const optionalText = (label: string, max: number) =>
  storableText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? '');

export const contactMessageSchema = z.object({
  first_name: storableText('First name')
    .trim()
    .min(1, 'First name is required.')
    .max(CONTACT_LIMITS.name, `First name must be at most ${CONTACT_LIMITS.name} characters.`),
  last_name: optionalText('Last name', CONTACT_LIMITS.name),
  email: storableText('E-mail')
    .trim()
    .min(1, 'E-mail is required.')
    .max(CONTACT_LIMITS.email, 'E-mail is too long.')
    .email('Please enter a valid e-mail address.'),
  subject: optionalText('Subject', CONTACT_LIMITS.subject),
  message: storableText('Your message')
    .trim()
    .min(1, 'Please write your message.')
    .max(CONTACT_LIMITS.message, `Your message must be at most ${CONTACT_LIMITS.message} characters.`),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** `POST /api/contact`'s answer (201): the stored message's reference, to quote in a follow-up. */
export const contactReplySchema = z.object({ success: z.literal(true), reference: z.string() });
export type ContactReply = z.infer<typeof contactReplySchema>;
