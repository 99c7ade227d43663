import { SITE } from '@storyloom/kit';
import { contactSentence } from '../site/use-site-info.js';
import type { LegalDocument } from './legal-document.js';

/** The API's default of COVER_PHOTO_RETENTION_DAYS; the page shows the configured value from GET /api/site. */
export const DEFAULT_PHOTO_RETENTION_DAYS = 30;

/**
 * The privacy policy of /pp, written for this product. It names the data of docs/product/constants-and-prices.md#legal (name, e-mail,
 * addresses, payment information, order information, usage data) and says what the API really does with uploaded
 * photos: kept privately under the visitor's id and deleted, with their records, when the draft has not been
 * touched for COVER_PHOTO_RETENTION_DAYS (docs/product/step4-cover.md).
 */
export function privacyPolicy(
  photoRetentionDays: number = DEFAULT_PHOTO_RETENTION_DAYS,
  supportEmail?: string | null,
): LegalDocument {
  const days = `${photoRetentionDays} day${photoRetentionDays === 1 ? '' : 's'}`;
  return {
    title: 'Privacy Policy',
    effective: 'Effective 04/17/2025',
    intro: [
      `This policy explains what ${SITE.name} (${SITE.host}) collects when you create and order a personalised book, why, who else sees it, and how long we keep it.`,
    ],
    sections: [
      {
        id: 'information-we-collect',
        title: 'Information we collect',
        body: [
          'We collect only what it takes to make, deliver and support your book:',
          {
            list: [
              'Your name and e-mail address, for the order and its confirmation.',
              'Shipping and billing address, to deliver the book and for the payment.',
              'Payment information, handled by our card payment provider; we receive only the result and never your full card number.',
              'Order information: your personalisation answers (characters, story choices, outline, cover) and the book made from them.',
              'Usage data: browser type, IP address and device, and which pages are viewed.',
            ],
          },
        ],
      },
      {
        id: 'photos',
        title: 'Photos you upload',
        body: [
          'Photos you upload for the cover are private. They are stored under your browser’s anonymous visitor id, are never published, and are served back only to you.',
          'They are used only to design your cover. When the site uses an AI image service to draw covers, your photos are sent to it for that purpose alone.',
          `Photos of a book nobody has worked on for ${days} are deleted automatically, files and records. The cover you chose is kept with your order so it can be printed.`,
        ],
      },
      {
        id: 'how-we-use',
        title: 'How we use your information',
        body: [
          {
            list: [
              'To write, typeset, print and ship your book.',
              'To take payment and send you order e-mails.',
              'To answer messages you send us.',
              'To keep the service working and fair: error logs, and rate limits per visitor and IP address.',
            ],
          },
          'We do not sell your information and do not use it for advertising.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and local storage',
        body: [
          'One signed cookie identifies your browser so that your book in progress is kept without an account. Your browser also keeps a few of your choices (such as the book size and a dismissed banner) in its local storage.',
          'Page views and page-speed measurements are counted by our own server; no third-party analytics or advertising cookies are used.',
        ],
      },
      {
        id: 'sharing',
        title: 'Who we share it with',
        body: [
          'Only the providers needed to make your book, each for its own task: the card payment provider (payment), the print partner (your book’s files and the shipping address), the AI services that write the text and may draw the cover, and our e-mail provider.',
          'We disclose information to authorities only when the law requires it.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        body: [
          `Uploaded photos: until ${days} after you last worked on the book, as described above. Orders and the information needed for them: as long as the law requires us to keep sales records. Messages you send us: as long as needed to answer them.`,
        ],
      },
      {
        id: 'security',
        title: 'Security',
        body: [
          'Connections are encrypted, stored files are never served publicly, and access to order information is limited to the people who need it to fulfil orders.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights and choices',
        body: [
          `To ask for a copy of your information, its correction or its deletion, ${contactSentence(supportEmail)}. Deleting information about a paid order may be limited by record-keeping obligations.`,
        ],
      },
      {
        id: 'children',
        title: 'Children',
        body: [
          'The service is not intended for children under 13 and we do not knowingly collect their information. Purchases by minors require a parent’s or legal guardian’s consent.',
        ],
      },
      {
        id: 'changes-contact',
        title: 'Changes and contact',
        body: [
          `We will post any change to this policy here with a new effective date. For any question, ${contactSentence(supportEmail)}.`,
        ],
      },
    ],
  };
}
