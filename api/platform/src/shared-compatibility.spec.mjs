import { describe, expect, it } from '@jest/globals';
import { checkSharedNeeds } from './shared-compatibility.mjs';

// Shaped like the `shared` lists of the mf-manifest.json files the builds write.
const shellManifest = {
  shared: [
    { name: 'react', version: '19.2.9', singleton: true, requiredVersion: '^19.0.0' },
    { name: '@storyloom/kit', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' },
    { name: '@storyloom/contracts', version: '0.1.0', singleton: false, requiredVersion: '^0.1.0' },
  ],
};
const takenFromShell = (name, requiredVersion) => ({ name, version: '', singleton: true, requiredVersion });
const ownContracts = (version) => ({
  name: '@storyloom/contracts',
  version,
  singleton: false,
  requiredVersion: `^${version}`,
});
const check = (...shared) => checkSharedNeeds({ remoteManifest: { shared }, shellManifest, label: 'mf-cover 0.2.0' });

describe('checkSharedNeeds', () => {
  it('accepts a remote whose every need the shell meets', () => {
    expect(
      check(takenFromShell('react', '^19.0.0'), takenFromShell('@storyloom/kit', '^0.1.0'), ownContracts('0.1.0')),
    ).toEqual({
      refusals: [],
      ownCopies: [],
    });
  });

  it('refuses a remote built against a kit the shell does not provide, naming both versions', () => {
    expect(check(takenFromShell('@storyloom/kit', '^0.2.0')).refusals).toEqual([
      'mf-cover 0.2.0 needs @storyloom/kit ^0.2.0, but the published shell provides 0.1.0.',
    ]);
  });

  it('refuses a remote needing a singleton the shell has none of', () => {
    expect(check(takenFromShell('@storyloom/kit/charts', '^0.1.0')).refusals).toEqual([
      'mf-cover 0.2.0 needs @storyloom/kit/charts ^0.1.0, but the published shell does not provide it.',
    ]);
  });

  it('lets a remote built against an incompatible contract run on its own copy, and says so', () => {
    expect(check(ownContracts('0.2.0'))).toEqual({
      refusals: [],
      ownCopies: [
        'mf-cover 0.2.0 loads its own copy of @storyloom/contracts 0.2.0: it needs ^0.2.0 and the published shell provides 0.1.0.',
      ],
    });
  });
});
