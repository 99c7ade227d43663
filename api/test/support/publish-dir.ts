import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeTempDir } from './test-app.js';

/** A throw-away STORYLOOM_PUBLISH_DIR laid out like a real build's output. */
export class TestPublishDir {
  readonly path = makeTempDir('publish');

  /** Writes a file relative to the publish folder, creating folders as needed. */
  write(relativePath: string, content: string): this {
    const file = join(this.path, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return this;
  }

  /** A complete remote build: a version folder with its mf-manifest.json and one chunk. */
  publishRemote(packageName: string, version: string): this {
    return this.write(`remotes/${packageName}/${version}/mf-manifest.json`, JSON.stringify({ id: packageName, version }))
      .write(`remotes/${packageName}/${version}/static/js/remote.0123abcd.js`, `/* ${packageName} ${version} */`);
  }

  pin(packageName: string, version: string): this {
    return this.write('registry.json', JSON.stringify({ pins: { [packageName]: { version, history: [version] } } }));
  }
}
