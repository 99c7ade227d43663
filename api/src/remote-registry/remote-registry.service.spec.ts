import { Logger } from '@nestjs/common';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { RemoteRegistryRepository } from './remote-registry.repository.js';
import { RemoteRegistryService } from './remote-registry.service.js';

function serviceWith(
  published: Record<string, string[]>,
  pins: Record<string, string>,
  localBuilds: Record<string, string> = {},
): RemoteRegistryService {
  const repository = {
    publishedVersions: (packageName: string) => published[packageName] ?? [],
    localBuild: (packageName: string) =>
      localBuilds[packageName] ? { version: localBuilds[packageName], kind: 'build' } : undefined,
    pins: () =>
      Object.fromEntries(Object.entries(pins).map(([name, version]) => [name, { version, history: [version] }])),
  } as unknown as RemoteRegistryRepository;
  return new RemoteRegistryService(repository);
}

describe('RemoteRegistryService', () => {
  beforeAll(() => Logger.overrideLogger(false)); // the ignored pin is logged; not this test's concern

  it('serves the pin when published, else the highest published version, and skips remotes with none', () => {
    const service = serviceWith(
      { 'mf-cover': ['1.0.0', '1.1.0'], 'mf-premise': ['0.1.0', '0.2.0'], 'mf-outline': ['0.3.0'] },
      { 'mf-cover': '1.0.0', 'mf-premise': '9.9.9' },
    );
    expect(service.current().remotes).toEqual([
      {
        name: 'mf_premise',
        packageName: 'mf-premise',
        version: '0.2.0',
        entry: '/remotes/mf-premise/0.2.0/mf-manifest.json',
      },
      {
        name: 'mf_outline',
        packageName: 'mf-outline',
        version: '0.3.0',
        entry: '/remotes/mf-outline/0.3.0/mf-manifest.json',
      },
      {
        name: 'mf_cover',
        packageName: 'mf-cover',
        version: '1.0.0',
        entry: '/remotes/mf-cover/1.0.0/mf-manifest.json',
      },
    ]);
  });

  it('serves a local build made from the highest published version or a newer one, unless the remote is pinned', () => {
    const service = serviceWith(
      { 'mf-cover': ['0.1.0'], 'mf-premise': ['0.1.0', '0.2.0'], 'mf-outline': ['0.1.0'], 'mf-characters': [] },
      { 'mf-outline': '0.1.0' },
      // mf-cover: an unreleased edit of 0.1.0; mf-premise: a local build older than its latest release;
      // mf-outline: pinned, so the release is served; mf-characters: `npm run dev` before any release.
      { 'mf-cover': '0.1.0', 'mf-premise': '0.1.0', 'mf-outline': '0.1.0', 'mf-characters': '0.1.0' },
    );
    expect(service.current().remotes).toEqual([
      {
        name: 'mf_characters',
        packageName: 'mf-characters',
        version: '0.1.0',
        entry: '/remotes/mf-characters/local/mf-manifest.json',
      },
      {
        name: 'mf_premise',
        packageName: 'mf-premise',
        version: '0.2.0',
        entry: '/remotes/mf-premise/0.2.0/mf-manifest.json',
      },
      {
        name: 'mf_outline',
        packageName: 'mf-outline',
        version: '0.1.0',
        entry: '/remotes/mf-outline/0.1.0/mf-manifest.json',
      },
      {
        name: 'mf_cover',
        packageName: 'mf-cover',
        version: '0.1.0',
        entry: '/remotes/mf-cover/local/mf-manifest.json',
      },
    ]);
  });
});
