import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeTempDir } from './test-app.js';

/** A throw-away STORYLOOM_PUBLISH_DIR laid out like a real build's output. */
export class TestPublishDir {
  private readonly root = makeTempDir('publish');
  /** Inside a dot-folder, like the default `<repo>/.published`, so dotfile rules are exercised too. */
  readonly path = join(this.root, '.published');

  /** Writes a file relative to the publish folder, creating folders as needed. */
  write(relativePath: string, content: string): this {
    const file = join(this.path, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return this;
  }

  /** A complete remote build: a version folder with its mf-manifest.json and one chunk. */
  publishRemote(packageName: string, version: string): this {
    return this.write(
      `remotes/${packageName}/${version}/mf-manifest.json`,
      JSON.stringify({ id: packageName, version }),
    ).write(`remotes/${packageName}/${version}/static/js/remote.0123abcd.js`, `/* ${packageName} ${version} */`);
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }

  pin(packageName: string, version: string): this {
    return this.write('registry.json', JSON.stringify({ pins: { [packageName]: { version, history: [version] } } }));
  }
}
