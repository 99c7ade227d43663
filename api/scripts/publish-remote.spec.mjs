import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const SCRIPT = fileURLToPath(new URL('./publish-remote.mjs', import.meta.url));
const CHUNK = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word-${i}`))};\n`;

describe('publish-remote.mjs', () => {
  let root;
  const remoteDir = () => join(root, 'mf-demo');
  const publishDir = () => join(root, 'published');
  const run = () => execFileSync('node', [SCRIPT, remoteDir()], { env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir() }, encoding: 'utf8' });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-publish-remote-'));
    mkdirSync(join(remoteDir(), 'dist', 'static', 'js'), { recursive: true });
    writeFileSync(join(remoteDir(), 'package.json'), JSON.stringify({ name: 'mf-demo', version: '1.4.0' }));
    writeFileSync(join(remoteDir(), 'dist', 'mf-manifest.json'), '{"id":"mf_demo"}');
    writeFileSync(join(remoteDir(), 'dist', 'static', 'js', 'remoteEntry.0123abcd.js'), CHUNK);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('publishes the remote\'s version folder with brotli and gzip copies of its scripts', () => {
    expect(run()).toMatch(/Published mf-demo 1\.4\.0[\s\S]*precompressed 1 file,/);
    const chunk = join(publishDir(), 'remotes', 'mf-demo', '1.4.0', 'static', 'js', 'remoteEntry.0123abcd.js');
    expect(readFileSync(chunk, 'utf8')).toBe(CHUNK);
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`)).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(`${chunk}.gz`)).toString()).toBe(CHUNK);
  });

  it('treats an identical rebuild as nothing to do', () => {
    expect(run()).toMatch(/already published with identical content/);
  });
});
