import { BINDINGS, BOOK_SIZES, bookSizeLabel, type BookSize } from '@storyloom/contracts/pricing';

/** The questions of /faq, written for this product; the numbers come from the contract like the checkout's. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

const sizes = (Object.keys(BOOK_SIZES) as BookSize[]).map(bookSizeLabel).join(', ');

export function faqEntries(photoRetentionDays: number): FaqEntry[] {
  return [
    {
      id: 'delivery-times',
      question: 'How long does delivery take?',
      answer: [
        'After payment your whole book is written and typeset, usually within the hour, then handed to our print-on-demand partner. Printing takes a few business days; then it ships.',
        'Standard shipping is by mail and takes longer to far destinations; Expedited ships by tracked ground service. You can follow your order on its status page, linked from your confirmation e-mail.',
      ],
    },
    {
      id: 'formats',
      question: 'Which formats can I choose?',
      answer: [
        `${BINDINGS.softcover.label} or ${BINDINGS.hardcover.label}, with cream or white pages. Books are 6 × 9 inches with a matte cover and a black-and-white interior.`,
      ],
    },
    {
      id: 'sizes',
      question: 'How long is the book?',
      answer: [`Choose the size on step 3: ${sizes}. See the Pricing page for what each costs.`],
    },
    {
      id: 'photos-privacy',
      question: 'What happens to the photos I upload?',
      answer: [
        'They are used only to design your cover, kept privately and never published or shown to anyone else.',
        `Photos of a book nobody has worked on for ${photoRetentionDays} days are deleted automatically; the cover you chose is kept with your order. Our Privacy Policy has the details.`,
      ],
    },
    {
      id: 'account',
      question: 'Do I need an account?',
      answer: ['No. Your book in progress is kept for this browser, so you can close the page and continue later.'],
    },
    {
      id: 'all-sales-final',
      question: 'Can I cancel or return my order?',
      answer: [
        'Each book is printed for you alone, so all sales are final: once an order is placed there are no refunds, exchanges or cancellations. Please review the preview and the delivery address before you pay.',
        'If your book arrives damaged or misprinted, contact us with your order number and a photo.',
      ],
    },
  ];
}
