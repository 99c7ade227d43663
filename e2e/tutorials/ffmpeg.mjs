// The ffmpeg the tutorial recorder uses: the static Linux build inside the npm package @ffmpeg-installer/ffmpeg
// (a devDependency of e2e; the binary is in the registry tarball, nothing is downloaded at install time). Playwright
// would look for its own ffmpeg build, which `npx playwright install` downloads and we never run.
import { execFile } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
export const ffmpegPath = require('@ffmpeg-installer/ffmpeg').path;

// npm may skip the package's postinstall (`chmod u+x ffmpeg`) when install scripts need approval.
try {
  accessSync(ffmpegPath, constants.X_OK);
} catch {
  chmodSync(ffmpegPath, 0o755);
}

/**
 * Playwright finds ffmpeg at <browsers path>/ffmpeg-<revision>/ffmpeg-linux, the revision being the one its
 * browsers.json names. A temporary browsers path holding only that link lets `recordVideo` use our binary; the
 * browser itself is Debian's Chromium, launched by its own path. Set it before Playwright is imported.
 */
export function playwrightBrowsersPathWithOurFfmpeg() {
  const browsers = JSON.parse(
    readFileSync(join(dirname(require.resolve('playwright-core/package.json')), 'browsers.json'), 'utf8'),
  );
  const { revision } = browsers.browsers.find((browser) => browser.name === 'ffmpeg');
  const dir = mkdtempSync(join(tmpdir(), 'storyloom-tutorials-pw-'));
  mkdirSync(join(dir, `ffmpeg-${revision}`));
  symlinkSync(ffmpegPath, join(dir, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  return dir;
}

/** Runs ffmpeg quietly; a failure throws with ffmpeg's own message. */
export async function ffmpeg(args) {
  await promisify(execFile)(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    maxBuffer: 64 * 1024 * 1024,
  });
}
