import { createHash } from 'node:crypto';

/**
 * A stable digest of a validated draft value (the characters, the summary text), stored with what was written
 * from it. Comparing it with the digest of what is saved now tells whether that work is out of date; equal
 * content gives an equal digest, so saving the same characters again does not make anything stale.
 */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}
