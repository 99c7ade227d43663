import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const run = (...flags) =>
    execFileSync('node', [SCRIPT, ...flags, remoteDir()], {
      env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir() },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const released = (file) => join(publishDir(), 'remotes', 'mf-demo', '1.4.0', file);
  const local = (file) => join(publishDir(), 'remotes', 'mf-demo', 'local', file);
  const editChunk = (content) =>
    writeFileSync(join(remoteDir(), 'dist', 'static', 'js', 'remoteEntry.0123abcd.js'), content);

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-publish-remote-'));
    mkdirSync(join(remoteDir(), 'dist', 'static', 'js'), { recursive: true });
    writeFileSync(join(remoteDir(), 'package.json'), JSON.stringify({ name: 'mf-demo', version: '1.4.0' }));
    writeFileSync(join(remoteDir(), 'dist', 'mf-manifest.json'), '{"id":"mf_demo"}');
    writeFileSync(join(remoteDir(), 'dist', 'static', 'js', 'remoteEntry.0123abcd.js'), CHUNK);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("publishes the remote's version folder with brotli and gzip copies of its scripts", () => {
    expect(run()).toMatch(/Published mf-demo 1\.4\.0[\s\S]*precompressed 1 file,/);
    const chunk = join(publishDir(), 'remotes', 'mf-demo', '1.4.0', 'static', 'js', 'remoteEntry.0123abcd.js');
    expect(readFileSync(chunk, 'utf8')).toBe(CHUNK);
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`)).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(`${chunk}.gz`)).toString()).toBe(CHUNK);
  });

  it('treats an identical rebuild as nothing to do', () => {
    expect(run()).toMatch(/already published with identical content/);
  });

  it('publishes an edited build of a released version as the local build, leaving the release as it was', () => {
    editChunk(`${CHUNK}// edited\n`);
    expect(run()).toMatch(
      /Published mf-demo 1\.4\.0 as a local build[\s\S]*stays as released[\s\S]*npm version patch -w mf-demo/,
    );
    expect(readFileSync(released('static/js/remoteEntry.0123abcd.js'), 'utf8')).toBe(CHUNK);
    expect(readFileSync(local('static/js/remoteEntry.0123abcd.js'), 'utf8')).toBe(`${CHUNK}// edited\n`);
    expect(gunzipSync(readFileSync(local('static/js/remoteEntry.0123abcd.js.gz'))).toString()).toBe(
      `${CHUNK}// edited\n`,
    );
    expect(JSON.parse(readFileSync(local('.storyloom-dev-build'), 'utf8'))).toEqual({
      version: '1.4.0',
      kind: 'build',
    });
    expect(run()).toMatch(/already the local build/);
  });

  it('refuses the edited build with --release, as a release pipeline must', () => {
    let failure;
    try {
      run('--release');
    } catch (error) {
      failure = error;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toMatch(/already published with different content, and published versions are immutable/);
  });

  it('removes the local build once the released content is built again', () => {
    editChunk(CHUNK);
    expect(run()).toMatch(/identical content[\s\S]*removed the local build of mf-demo 1\.4\.0/);
    expect(existsSync(local('mf-manifest.json'))).toBe(false);
  });
});
