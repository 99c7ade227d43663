import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectSessionSecret } from '../../session/session-secret.js';
import { PrintFileLinkRefusedException, PrintFileNotFoundException } from '../print.exception.js';

/** The two files of a print job. */
export const PRINT_FILES = ['interior.pdf', 'cover.pdf'] as const;
export type PrintFileName = (typeof PRINT_FILES)[number];

export const isPrintFileName = (name: string): name is PrintFileName =>
  (PRINT_FILES as readonly string[]).includes(name);

/** Lulu fetches the files when it checks them and again when it prints, which can be days later (production delay, retries). */
export const PRINT_FILE_LINK_LIFETIME_MS = 14 * 24 * 3600 * 1000;

/** Order ids are UUIDs; test orders carry a `test-` prefix. Anything else never names a folder. */
const ORDER_ID = /^(test-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isPrintOrderId = (id: string): boolean => ORDER_ID.test(id);

/**
 * Signed, expiring links to an order's print files (`GET /api/print-files/:order/:file?expires&sig`), for Lulu,
 * which fetches files from a `source_url` and sends no credentials of its own. The signature is an HMAC-SHA256 of
 * order id, file name and expiry under a key derived from the session secret, so links survive restarts and no
 * other secret has to be configured; only whoever holds the link (Lulu) can fetch the file, and only until it expires.
 * Every API process shares the session secret and the FileStore, so any of them answers a link another made.
 *
 * Also with S3_BUCKET set, Lulu gets these links rather than the bucket's presigned URLs: a presigned (SigV4) URL
 * lives at most 7 days, shorter still with temporary (instance role) credentials, while Lulu fetches again when it
 * prints, up to PRINT_FILE_LINK_LIFETIME_MS later; and our links keep one address, one refusal model (403/404 JSON)
 * and no bucket host that must be reachable from outside.
 */
@Injectable()
export class PrintFileLinks {
  private readonly key: Buffer;

  constructor(@InjectSessionSecret() sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('storyloom print file links v1').digest();
  }

  /** The link's path and query; the caller puts the public origin in front. */
  path(orderId: string, file: PrintFileName, now = Date.now()): string {
    const expires = Math.floor((now + PRINT_FILE_LINK_LIFETIME_MS) / 1000);
    const query = new URLSearchParams({ expires: String(expires), sig: this.signature(orderId, file, expires) });
    return `/api/print-files/${encodeURIComponent(orderId)}/${file}?${query.toString()}`;
  }

  /** Throws unless the link is one we made and has not expired: 404 for what names no file, 403 for a bad or old link. */
  verify(orderId: string, file: string, expires: unknown, sig: unknown, now = Date.now()): PrintFileName {
    if (!isPrintOrderId(orderId) || !isPrintFileName(file)) throw new PrintFileNotFoundException();
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof sig !== 'string')
      throw new PrintFileLinkRefusedException('bad-signature');
    const expected = Buffer.from(this.signature(orderId, file, Number(expires)), 'utf8');
    const given = Buffer.from(sig, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new PrintFileLinkRefusedException('bad-signature');
    if (Number(expires) * 1000 < now) throw new PrintFileLinkRefusedException('expired');
    return file;
  }

  private signature(orderId: string, file: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${orderId}\n${file}\n${expires}`).digest('base64url');
  }
}
