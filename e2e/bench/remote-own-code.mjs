// A remote's own code: its remote entry plus the chunks of what it exposes, as its mf-manifest.json lists them;
// shared libraries (react, styled-components, the kit, the contract) are counted once, in the first load, not here.
// Each file counts as what a gzip-only browser receives: its published .gz copy, or the file itself when it has
// none (files under 1 KB are not worth compressing, @storyloom/platform, api/platform/src/compress-assets.mjs).
// Shared by the bench and the size budget check (e2e/tests/size-budgets.spec.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publishedVersions } from '@storyloom/platform/registry-file';

const gzipTransferSize = (file) => statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;

/** The gzipped bytes of the remote's own code in one published folder (a version folder or a local build). */
export function measureRemoteFolder(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'));
  const files = new Set([join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name)]);
  for (const exposed of manifest.exposes) {
    for (const file of [...exposed.assets.js.sync, ...exposed.assets.js.async]) files.add(file);
  }
  return [...files].reduce((sum, file) => sum + gzipTransferSize(join(folder, file)), 0);
}

/** Every remote under `remotesDir` (<publish>/remotes), measured at its highest published version. */
export function measureRemoteOwnCode(remotesDir) {
  const publishDir = join(remotesDir, '..');
  return readdirSync(remotesDir).flatMap((remote) => {
    const version = publishedVersions(publishDir, remote).at(-1);
    return version ? [{ remote, gzipBytes: measureRemoteFolder(join(remotesDir, remote, version)) }] : [];
  });
}
