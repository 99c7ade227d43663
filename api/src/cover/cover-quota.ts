import type { CoverQuotas } from '../config/app-config.js';
import type { StoredUsage } from './cover-asset.repository.js';
import { CoverStorageQuotaException } from './cover.exception.js';

/**
 * Throws CoverStorageQuotaException when adding `adding` to what the visitor and the address have stored would pass
 * a quota (docs/product/step4-cover.md#the-api); the visitor's own quota is named first.
 */
export function assertWithinQuotas(
  quotas: CoverQuotas,
  usage: { visitor: StoredUsage; ip: StoredUsage },
  adding: StoredUsage,
): void {
  const scopes = [
    ['visitor', usage.visitor, quotas.perVisitor],
    ['address', usage.ip, quotas.perIp],
  ] as const;
  for (const [scope, used, limit] of scopes) {
    if (used.files + adding.files > limit.files) throw new CoverStorageQuotaException(scope, 'files', limit);
    if (used.bytes + adding.bytes > limit.bytes) throw new CoverStorageQuotaException(scope, 'bytes', limit);
  }
}
