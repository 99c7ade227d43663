import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OrderDetails } from '@storyloom/contracts/delivery';

/** job.json: what would be sent to the printer (docs/product/book-production.md#the-local-print-outbox). */
export interface PrintJob {
  order_id: string;
  order_number: string;
  title: string;
  pod_package_id: string;
  page_count: number;
  quantity: number;
  /** Lulu's level for the destination (docs/product/print-fulfilment.md#shipping-levels), not the visitor's choice code. */
  shipping_level: string;
  shipping_address: OrderDetails['shipping_address'];
  contact_email: string;
  files: { interior: 'interior.pdf'; cover: 'cover.pdf' };
  created_at: string;
}

/**
 * Hands the book to the local print outbox, `<outbox>/<order id>/`, exactly once: the three files are written to a
 * temporary folder beside it, then renamed into place in one step, so the folder is either absent or complete.
 * A folder already there (an earlier attempt got that far) is kept as it is. Answers whether this call wrote it.
 */
export async function deliverToOutbox(
  outboxDir: string,
  job: PrintJob,
  interior: Buffer,
  cover: Buffer,
): Promise<boolean> {
  const target = join(outboxDir, job.order_id);
  if (existsSync(target)) return false;
  await mkdir(outboxDir, { recursive: true });
  const temporary = join(outboxDir, `.incoming-${job.order_id}-${randomUUID()}`);
  await mkdir(temporary);
  try {
    await writeFile(join(temporary, 'interior.pdf'), interior);
    await writeFile(join(temporary, 'cover.pdf'), cover);
    await writeFile(join(temporary, 'job.json'), `${JSON.stringify(job, null, 2)}\n`);
    try {
      await rename(temporary, target);
    } catch (error) {
      // Another attempt renamed its complete folder first (rename onto a non-empty folder fails): that one stands.
      if (existsSync(target)) return false;
      throw error;
    }
    return true;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
