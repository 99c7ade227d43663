import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's location so every script works from any working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where builds are published: STORYLOOM_PUBLISH_DIR (tests use a temp dir) or <repo>/.published. */
export function publishDir() {
  return resolve(process.env.STORYLOOM_PUBLISH_DIR || join(REPO_ROOT, '.published'));
}

export function shellPublishDir() {
  return join(publishDir(), 'shell');
}

export function remotePublishDir(packageName, version) {
  return join(publishDir(), 'remotes', packageName, version);
}

/**
 * A remote's local build: what this machine built from a version that is already released with other content
 * (an unreleased edit), or what `npm run dev` keeps rebuilding. One per remote, served instead of the release it
 * was made from (registry-file.mjs, `servedRemote`); released version folders are never written twice.
 */
export const LOCAL_BUILD = 'local';

export function remoteLocalDir(packageName) {
  return join(publishDir(), 'remotes', packageName, LOCAL_BUILD);
}

export function registryFile() {
  return join(publishDir(), 'registry.json');
}

/**
 * A dev build (`npm run dev`) writes straight into its version folder and leaves this marker, so the
 * immutability rule can tell a developer's scratch output from a real release.
 */
export const DEV_BUILD_MARKER = '.storyloom-dev-build';

/**
 * The marker's content in a remote's local build: the package version it was built from and how
 * (`build`: `npm run build`/`npm start`; `watch`: `npm run dev`).
 */
export function localBuildMarker({ version, kind }) {
  return `${JSON.stringify({ version, kind })}\n`;
}

/** Reads a workspace's package.json (name + version drive the publish folder). */
export function readPackageJson(workspaceDir) {
  return JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8'));
}
