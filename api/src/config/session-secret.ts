import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'session-secret';
const MIN_LENGTH = 32;

/**
 * The secret that signs visitor cookies. Without SESSION_SECRET one is generated once and kept in
 * DATA_DIR/session-secret (owner-only), so restarts keep every visitor's session and draft.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // EEXIST: an earlier start (or a concurrent one) already wrote it; that secret wins.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} holds a session secret shorter than ${MIN_LENGTH} characters; delete it to generate a new one.`);
  }
  return secret;
}
