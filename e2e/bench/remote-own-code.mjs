// A remote's own code: its remote entry plus the chunks of what it exposes, as its mf-manifest.json lists them;
// shared libraries (react, styled-components, the kit, the contract) are counted once, in the first load, not here.
// Each file counts as what a gzip-only browser receives: its published .gz copy, or the file itself when it has
// none (files under 1 KB are not worth compressing, @storyloom/platform, api/platform/src/compress-assets.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const gzipTransferSize = (file) => statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;

export function measureRemoteOwnCode(remotesDir) {
  return readdirSync(remotesDir).map((remote) => {
    const [version] = readdirSync(join(remotesDir, remote));
    const folder = join(remotesDir, remote, version);
    const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'));
    const files = new Set([join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name)]);
    for (const exposed of manifest.exposes) {
      for (const file of [...exposed.assets.js.sync, ...exposed.assets.js.async]) files.add(file);
    }
    const gzipBytes = [...files].reduce((sum, file) => sum + gzipTransferSize(join(folder, file)), 0);
    return { remote, gzipBytes };
  });
}
