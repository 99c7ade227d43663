import { describe, expect, it } from '@jest/globals';
import { currentPlatformVersions, dependentsOf, readRecord, versionProblems } from '@storyloom/platform/platform-versions';

describe('platform package versions move with their sources', () => {
  it('every shared package is recorded at its current version with its current sources', () => {
    // On failure, the message says what to bump and where, and the command that records it.
    expect(versionProblems()).toEqual([]);
  });

  it('a source change under an unchanged version asks for a bump, naming the workspaces that depend on the package', () => {
    const current = currentPlatformVersions();
    const before = { ...readRecord(), '@storyloom/contracts': { ...current['@storyloom/contracts'], sources: 'an older fingerprint' } };
    const [problem, ...others] = versionProblems(before, current);
    expect(others).toEqual([]);
    expect(problem).toContain(`api/contracts/src changed but @storyloom/contracts is still ${current['@storyloom/contracts'].version}. Bump it`);
    expect(problem).toContain('mf-outline/package.json');
    expect(dependentsOf('@storyloom/contracts')).toEqual(expect.arrayContaining(['shell/kit/package.json', 'mf-cover/package.json']));
  });

  it('a bumped version only needs recording', () => {
    const current = currentPlatformVersions();
    const before = { ...readRecord(), '@storyloom/kit': { version: '0.0.9', sources: 'an older fingerprint' } };
    expect(versionProblems(before, current)).toEqual([
      `@storyloom/kit ${current['@storyloom/kit'].version} is not recorded: node api/scripts/platform-versions.mjs record`,
    ]);
  });
});
