import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { remoteListSchema } from '@storyloom/contracts';
import jestConfig from '../../jest.config.js';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';
import { remoteWorkspaces } from '@storyloom/platform/workspaces';

/**
 * api/contracts/src/remote-list.json is the one list a new step is added to; everything derived from it must still
 * find what it names: the workspace folder, the federation config's name and exposed pages, the jest project.
 */
const listFile = join(REPO_ROOT, 'api/contracts/src/remote-list.json');
const list = remoteListSchema.parse(JSON.parse(readFileSync(listFile, 'utf8')));
const duplicates = (values) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the remote list (api/contracts/src/remote-list.json)', () => {
  it('names each package, federation name, dev server port and page path once', () => {
    const pages = list.remotes.flatMap((remote) => remote.pages);
    expect(duplicates(list.remotes.map((remote) => remote.package))).toEqual([]);
    expect(duplicates(list.remotes.map((remote) => remote.federationName))).toEqual([]);
    expect(duplicates(list.remotes.map((remote) => remote.devPort))).toEqual([]);
    expect(duplicates(pages.map((page) => page.path))).toEqual([]);
  });

  it('lists exactly the mf-* workspaces of the root package.json, each in a folder named after its package', () => {
    const workspaces = remoteWorkspaces().map((workspace) => ({
      folder: workspace.dir.slice(REPO_ROOT.length + 1),
      name: workspace.name,
    }));
    expect(workspaces.map((workspace) => workspace.name).sort()).toEqual(
      list.remotes.map((remote) => remote.package).sort(),
    );
    for (const { folder, name } of workspaces) expect(folder).toBe(name);
  });

  it.each(list.remotes.map((remote) => [remote.package, remote]))(
    '%s: its federation config has the listed name and exposes every listed page',
    async (pkg, remote) => {
      const { default: federation } = await import(
        pathToFileURL(join(REPO_ROOT, pkg, 'module-federation.config.ts')).href
      );
      expect(federation.name).toBe(remote.federationName);
      for (const page of remote.pages) expect(Object.keys(federation.exposes)).toContain(page.exposed);
    },
  );

  it('gives every remote a jest project rooted in its folder', () => {
    const projects = jestConfig.projects.map((project) => [project.displayName, project.rootDir]);
    for (const remote of list.remotes) expect(projects).toContainEqual([remote.package, remote.package]);
  });
});
