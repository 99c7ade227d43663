import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root. This file sits at api/src/config/ in sources and api/dist/config/ once built,
 * so the root is three folders up either way, whatever the working directory is.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
