import { describe, expect, it } from '@jest/globals';
import semver from 'semver';
import {
  currentPlatformVersions,
  dependentRanges,
  dependentsOf,
  readRecord,
  versionProblems,
} from '@storyloom/platform/platform-versions';

describe('platform package versions move with their sources', () => {
  it('every shared package is recorded at its current version with its current sources', () => {
    // On failure, the message says what to bump and where, and the command that records it.
    expect(versionProblems()).toEqual([]);
  });

  it('a source change under an unchanged version asks for a bump, naming the workspaces that depend on the package', () => {
    const current = currentPlatformVersions();
    const before = {
      ...readRecord(),
      '@storyloom/contracts': { ...current['@storyloom/contracts'], sources: 'an older fingerprint' },
    };
    const [problem, ...others] = versionProblems(before, current);
    expect(others).toEqual([]);
    expect(problem).toContain(
      `api/contracts/src changed but @storyloom/contracts is still ${current['@storyloom/contracts'].version}. Bump it`,
    );
    expect(problem).toContain('mf-outline/package.json');
    expect(dependentsOf('@storyloom/contracts')).toEqual(
      expect.arrayContaining(['shell/kit/package.json', 'mf-cover/package.json']),
    );
  });

  it.each(['@storyloom/contracts', '@storyloom/kit'])(
    'every workspace names %s by a caret range its current version satisfies',
    (name) => {
      const { version } = currentPlatformVersions()[name];
      const ranges = dependentRanges(name);
      expect(ranges.length).toBeGreaterThan(5);
      expect(ranges.filter(({ range }) => !range.startsWith('^') || !semver.satisfies(version, range))).toEqual([]);
      // One range for everyone: a minor release moves them together.
      expect(new Set(ranges.map(({ range }) => range)).size).toBe(1);
    },
  );

  it('a bumped version only needs recording', () => {
    const current = currentPlatformVersions();
    const before = { ...readRecord(), '@storyloom/kit': { version: '0.0.9', sources: 'an older fingerprint' } };
    expect(versionProblems(before, current)).toEqual([
      `@storyloom/kit ${current['@storyloom/kit'].version} is not recorded: node api/scripts/platform-versions.mjs record`,
    ]);
  });
});
