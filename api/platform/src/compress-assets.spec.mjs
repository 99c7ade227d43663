import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { compressAssets, describeCompression, isPrecompressedCopy } from './compress-assets.mjs';

const repeated = (text, bytes) => text.repeat(Math.ceil(bytes / text.length)).slice(0, bytes);
const SCRIPT = repeated('function render(props) { return props.children ?? null; }\n', 20_000);

describe('compressAssets', () => {
  let dir;
  const write = (path, content) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'storyloom-compress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies that decompress to the original bytes', async () => {
    write('static/js/main.1234abcd.js', SCRIPT);
    write('index.html', repeated('<p>Once upon a time</p>', 2000));
    write(
      'mf-manifest.json',
      JSON.stringify({ exposes: Array.from({ length: 100 }, (_, i) => ({ name: `./Page${i}` })) }),
    );
    write('static/css/app.0000beef.css', repeated('body { color: green; }\n', 3000));
    const summary = await compressAssets(dir);
    for (const file of [
      'static/js/main.1234abcd.js',
      'index.html',
      'mf-manifest.json',
      'static/css/app.0000beef.css',
    ]) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect(summary).toMatchObject({ files: 4 });
    expect(describeCompression(summary)).toMatch(
      /^4 files, [\d.]+ KB -> gzip [\d.]+ KB, brotli [\d.]+ KB \([\d.]+ s\)$/,
    );
  });

  it("beats zlib's best gzip, and brotli beats both", async () => {
    write('main.js', SCRIPT);
    await compressAssets(dir);
    const zopfli = readFileSync(join(dir, 'main.js.gz')).length;
    expect(zopfli).toBeLessThan(gzipSync(SCRIPT, { level: 9 }).length);
    expect(readFileSync(join(dir, 'main.js.br')).length).toBeLessThan(zopfli);
  });

  it('is deterministic, so an identical rebuild publishes identical copies', async () => {
    write('main.js', SCRIPT);
    await compressAssets(dir);
    const first = [readFileSync(join(dir, 'main.js.gz')), readFileSync(join(dir, 'main.js.br'))];
    await compressAssets(dir);
    expect([readFileSync(join(dir, 'main.js.gz')), readFileSync(join(dir, 'main.js.br'))]).toEqual(first);
  });

  it('leaves small files, source maps, binaries and existing copies alone', async () => {
    write('static/js/tiny.js', 'console.log(1)');
    write('static/js/main.js.map', SCRIPT);
    write('static/media/cover.png', SCRIPT);
    write('static/js/data.js.gz', gzipSync(SCRIPT));
    const summary = await compressAssets(dir);
    expect(summary.files).toBe(0);
    expect(readdirSync(join(dir, 'static/js')).sort()).toEqual(['data.js.gz', 'main.js.map', 'tiny.js']);
    expect(existsSync(join(dir, 'static/media/cover.png.br'))).toBe(false);
  });

  it('tells a precompressed copy from a file of its own', () => {
    const files = new Set(['a.js', 'a.js.br', 'a.js.gz', 'archive.tar.gz']);
    expect(isPrecompressedCopy('a.js.br', files)).toBe(true);
    expect(isPrecompressedCopy('a.js.gz', files)).toBe(true);
    expect(isPrecompressedCopy('archive.tar.gz', files)).toBe(false);
    expect(isPrecompressedCopy('a.js', files)).toBe(false);
  });
});
