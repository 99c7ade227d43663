import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { Response } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The browser may keep a copy but must revalidate it (ETag) before every use. */
export const REVALIDATE = 'no-cache';

/**
 * The marker in a folder that changes: a remote's local build (/remotes/<pkg>/local/, an unreleased edit or
 * `npm run dev`'s output, @storyloom/platform/publish-paths) or the shell's watch build. Not cacheable for good.
 */
const DEV_BUILD_MARKER = '.storyloom-dev-build';
/** rspack's production names: `static/js/main.08807ca0.js`, `….js.map` (content hash of 8+ hex digits). */
const CONTENT_HASHED = /\.[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/** /remotes/<pkg>/<version>/…: a released version folder never changes, so all of it is immutable; a local build is revalidated. */
export function setRemoteFileCaching(remotesDir: string) {
  return (response: Response, file: string): void => {
    const [packageName, version] = relative(remotesDir, file).split(sep);
    const isDevBuild = packageName && version && existsSync(join(remotesDir, packageName, version, DEV_BUILD_MARKER));
    response.setHeader('Cache-Control', isDevBuild ? REVALIDATE : IMMUTABLE);
  };
}

/** The shell: hashed assets are immutable; index.html and anything unhashed must be revalidated. */
export function setShellFileCaching(shellDir: string) {
  const isDevBuild = () => existsSync(join(shellDir, DEV_BUILD_MARKER));
  return (response: Response, file: string): void => {
    const hashed = CONTENT_HASHED.test(basename(file)) && !isDevBuild();
    response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  };
}
