import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { SiteOrigin } from '../../config/site-origin.js';
import { PRINT_FILES, PrintFileLinks } from '../files/print-file-links.js';
import { PrintFileStore } from '../files/print-file-store.js';
import { LULU_CLIENT } from '../lulu/lulu-client.provider.js';
import type { LuluClient, LuluShippingAddress } from '../lulu/lulu-client.js';
import type { PrintJob } from '../lulu/lulu.schemas.js';
import { podPackageId } from '../print.types.js';
import { mailAddress } from '../print.service.js';
import { LuluNotConfiguredException, TestOrderFileException } from '../print.exception.js';
import { checkPdf } from './pdf-check.js';
import { withReceivedPdfs, type ReceivedPdf } from './test-order-upload.js';

/** The page's own words for refused files (docs/product/step5-delivery.md#internal-test-order-internallulu-test-order). */
export const TEST_ORDER_MESSAGES = {
  bothFiles: 'Please upload both interior and cover PDF files',
  interior: 'Please upload a PDF file for the interior',
  cover: 'Please upload a PDF file for the cover',
} as const;

/**
 * Where test books go: the address of Lulu's own example in its contract (its cost calculation sample), phone
 * included because Lulu's carriers require one. On the sandbox nothing is printed or shipped.
 */
const TEST_SHIPPING_ADDRESS: Omit<LuluShippingAddress, 'email'> = {
  name: 'Storyloom Test Order',
  street1: '101 Independence Ave SE',
  city: 'Washington',
  state_code: 'DC',
  postcode: '20540',
  country_code: 'US',
  phone_number: '+1 206 555 0100',
};

/**
 * `POST /api/test_lulu_order` (operators only): two PDFs checked by content, kept privately, offered to Lulu through
 * signed links, and a print job created with the same client real orders use (one cream softcover, standard mail,
 * external id `test-<uuid>`). Answers Lulu's print job as Lulu sent it.
 */
@Injectable()
export class TestOrderService {
  private readonly logger = new Logger(TestOrderService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(LULU_CLIENT) private readonly lulu: LuluClient | null,
    private readonly store: PrintFileStore,
    private readonly links: PrintFileLinks,
    private readonly siteOrigin: SiteOrigin,
  ) {}

  async create(request: Request, response: Response): Promise<PrintJob> {
    const lulu = this.lulu;
    if (!lulu) throw new LuluNotConfiguredException();
    return withReceivedPdfs(this.config.paths.dataDir, request, response, async (files) => {
      const interior = files.interior_pdf;
      const cover = files.cover_pdf;
      if (!interior || !cover)
        throw new TestOrderFileException(TEST_ORDER_MESSAGES.bothFiles, {
          missing: [!interior && 'interior_pdf', !cover && 'cover_pdf'].filter(Boolean),
        });
      await this.requirePdf(interior, 'interior');
      await this.requirePdf(cover, 'cover');

      const orderId = `test-${randomUUID()}`;
      await this.store.putFile(orderId, 'interior.pdf', interior.path);
      await this.store.putFile(orderId, 'cover.pdf', cover.path);
      // Where Lulu fetches the files: the configured address, never one a request's Host named.
      const origin = this.siteOrigin.url();
      const [interiorPath, coverPath] = PRINT_FILES.map((file) => this.links.path(orderId, file));
      const contactEmail = mailAddress(this.config.mail.from);
      try {
        const job = await lulu.createPrintJob({
          externalId: orderId,
          title: `Storyloom test order ${orderId.slice(5, 13)}`,
          quantity: 1,
          podPackageId: podPackageId('softcover', 'cream'),
          interiorUrl: `${origin}${interiorPath}`,
          coverUrl: `${origin}${coverPath}`,
          shippingAddress: { ...TEST_SHIPPING_ADDRESS, email: contactEmail },
          shippingLevel: 'MAIL',
          contactEmail,
        });
        this.logger.log(`Test order ${orderId}: Lulu print job ${job.id} (${job.status.name})`);
        return job;
      } catch (error) {
        // Nothing at Lulu points at these files: no need to keep them.
        await this.store.remove(orderId);
        throw error;
      }
    });
  }

  private async requirePdf(file: ReceivedPdf, which: 'interior' | 'cover'): Promise<void> {
    const check = await checkPdf(file.path);
    if (!check.ok)
      throw new TestOrderFileException(TEST_ORDER_MESSAGES[which], {
        field: `${which}_pdf`,
        file: file.name,
        reason: check.reason,
      });
  }
}
