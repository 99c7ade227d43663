import { SITE } from '@storyloom/kit';
import { contactSentence } from '../site/use-site-info.js';
import type { LegalDocument } from './legal-document.js';

/**
 * The terms of service of /tos, written for this product. The constants (effective date, all sales final, the
 * licence, ownership of AI-generated content, governing law, age) are those of
 * docs/product/constants-and-prices.md#legal.
 */
export const TERMS_EFFECTIVE_DATE = '04/17/2025';

/** The terms; `supportEmail` is the configured support address (GET /api/site), named in the contact section. */
export function termsOfService(supportEmail?: string | null): LegalDocument {
  return {
    title: 'Terms of Service',
    effective: `Effective ${TERMS_EFFECTIVE_DATE}`,
    intro: [
      `These terms govern your use of ${SITE.name} (${SITE.host}), a service that turns your answers about someone you love into a personalised, AI-written book that is printed and delivered as a gift. Please read them before you order.`,
    ],
    sections: [
      {
        id: 'acceptance',
        title: 'Acceptance of these terms',
        body: [
          `By using the site or placing an order you agree to these terms and to our Privacy Policy. If you do not agree, please do not use ${SITE.name}.`,
        ],
      },
      {
        id: 'eligibility',
        title: 'Who may use the service',
        body: [
          'The service is not intended for children under 13, and we do not knowingly collect information from them.',
          'There is no other age restriction, but a purchase by a minor requires the consent of a parent or legal guardian, who accepts these terms on the minor’s behalf.',
        ],
      },
      {
        id: 'service',
        title: 'How the service works',
        body: [
          'You describe the characters, choose a genre, premise, style, tone and reading level, review a summary and a chapter outline, and create a cover from your photos. No account is needed: your work in progress is kept for your browser.',
          'Stories, outlines, chapters and covers are produced by artificial intelligence. They may contain mistakes or turns you did not expect; you can review and regenerate them before ordering, within reasonable usage limits that keep the service available to everyone.',
        ],
      },
      {
        id: 'orders-payment',
        title: 'Orders, prices and payment',
        body: [
          'Prices are shown in US dollars on the Pricing page and in the order summary before you pay, and the amount charged is the total shown there. Payment is taken by our card payment provider; we never see or store your full card number.',
          'An order is placed when the payment is confirmed. We then write the whole book from your outline, typeset it and hand it to our print partner.',
        ],
      },
      {
        id: 'all-sales-final',
        title: 'All sales are final',
        body: [
          'Each book is made to order for you and cannot be resold. All sales are final: once an order is placed there are no refunds, exchanges or cancellations.',
          'If a book arrives damaged or with a printing defect, write to us with your order number and a photo and we will look at it with our print partner. Nothing in these terms limits rights you have under law that cannot be waived.',
        ],
      },
      {
        id: 'printing-delivery',
        title: 'Printing and delivery',
        body: [
          'Books are printed on demand (softcover or hardcover) and shipped to the address you give. Delivery times depend on the shipping level you choose and on the destination; the dates we show are estimates. Please check the address carefully: we cannot change it once the book has gone to print.',
        ],
      },
      {
        id: 'your-content',
        title: 'What you provide',
        body: [
          'You are responsible for the names, descriptions and photos you submit. Only upload photos you have the right to use, and do not submit anything unlawful, hateful or that violates someone else’s rights or privacy.',
          'You allow us to use what you provide only to create, print, deliver and support your book, as described in our Privacy Policy.',
        ],
      },
      {
        id: 'ownership-licence',
        title: 'Ownership of AI-generated content and your licence',
        body: [
          `${SITE.name} owns the AI-generated content (texts and images) that the service produces. When you order, we grant you a non-exclusive, non-transferable, personal and non-commercial licence to keep, read, share and give the book and its content as a gift.`,
          'You may not sell, publish commercially or sublicense the content.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use',
        body: [
          'Do not attempt to disrupt or overload the service, to access other visitors’ drafts or orders, or to use automated means to generate content in bulk. We may refuse or limit requests that break these rules.',
        ],
      },
      {
        id: 'liability',
        title: 'Disclaimers and limitation of liability',
        body: [
          'The service is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any order is limited to the amount you paid for it.',
        ],
      },
      {
        id: 'governing-law',
        title: 'Governing law',
        body: [
          'These terms are governed by the laws of the State of Florida and the federal laws of the United States, without regard to conflict-of-law rules.',
        ],
      },
      {
        id: 'changes-contact',
        title: 'Changes and contact',
        body: [
          'We may update these terms; the effective date above shows when they last changed, and the version in force when you placed an order applies to it.',
          `Questions about these terms: ${contactSentence(supportEmail)}.`,
        ],
      },
    ],
  };
}
