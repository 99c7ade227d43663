import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, readPackageJson } from './publish-paths.mjs';

/** Workspace folders in the root package.json's order (contracts first, e2e last). */
export function workspaceDirs() {
  const { workspaces } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  return workspaces.map((dir) => join(REPO_ROOT, dir));
}

/** The federated remotes: every workspace folder named mf-*, with its package name and version. */
export function remoteWorkspaces() {
  return workspaceDirs()
    .filter((dir) => /(^|\/)mf-[a-z-]+$/.test(dir))
    .map((dir) => ({ dir, ...readPackageJson(dir) }));
}
