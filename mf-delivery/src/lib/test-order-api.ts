import { ApiRequestError, apiPostForm } from '@storyloom/kit';

/** The internal test-order page's texts (docs/product/step5-delivery.md#internal-test-order-internallulu-test-order), verbatim. */
export const TEST_ORDER_TEXT = {
  interiorNotPdf: 'Please upload a PDF file for the interior',
  coverNotPdf: 'Please upload a PDF file for the cover',
  bothFiles: 'Please upload both interior and cover PDF files',
  success: 'Order created successfully!',
  failed: 'An error occurred while processing your request',
  network: 'Network error or server is unavailable',
} as const;

export const TEST_ORDER_PATH = '/api/test_lulu_order';

/** Only PDFs are offered to the server (which checks them again, by content). */
export const isPdf = (file: File): boolean => file.type === 'application/pdf';

/** `POST /api/test_lulu_order`: multipart `interior_pdf`, `cover_pdf`; answers Lulu's print job, shown as is. */
export function createTestOrder(interior: File, cover: File): Promise<unknown> {
  const form = new FormData();
  form.append('interior_pdf', interior, interior.name);
  form.append('cover_pdf', cover, cover.name);
  return apiPostForm<unknown>(TEST_ORDER_PATH, form);
}

/** The server's own message, else the page's generic one; a server that cannot be reached says so. */
export function testOrderErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return TEST_ORDER_TEXT.network;
    if (error.code.startsWith('HTTP_')) return TEST_ORDER_TEXT.failed;
    return error.message || TEST_ORDER_TEXT.failed;
  }
  return TEST_ORDER_TEXT.failed;
}
