import { z } from 'zod';

/**
 * The digital edition every order comes with (docs/product/book-production.md#the-digital-edition): an EPUB and a
 * screen PDF of the book, downloadable from the order status page and 'My orders' once the book is approved.
 */
export const digitalEditionSchema = z.object({
  /** GET: the EPUB 3 (application/epub+zip), as an attachment. */
  epub_url: z.string(),
  /** GET: the screen PDF (single pages, no bleed, linked contents), as an attachment. */
  pdf_url: z.string(),
});
export type DigitalEdition = z.infer<typeof digitalEditionSchema>;

export const DIGITAL_EDITION_FORMATS = ['epub', 'pdf'] as const;
export type DigitalEditionFormat = (typeof DIGITAL_EDITION_FORMATS)[number];

/**
 * The download of one format. Authorised like the order status page: the order's status token (`?token=`, as the
 * e-mail's and 'My orders' links carry it), the visitor who ordered, or the signed-in account the order belongs to.
 */
export const digitalEditionPath = (orderId: string, format: DigitalEditionFormat, token?: string): string =>
  `/api/orders/${encodeURIComponent(orderId)}/digital-edition/${format}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export const digitalEditionLinks = (orderId: string, token?: string): DigitalEdition => ({
  epub_url: digitalEditionPath(orderId, 'epub', token),
  pdf_url: digitalEditionPath(orderId, 'pdf', token),
});
