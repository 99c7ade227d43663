import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ownerRule, parseCodeowners, readCodeowners } from '@storyloom/platform/codeowners';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';
import { workspaceDirs } from '@storyloom/platform/workspaces';

const TEAMS = ['platform', 'characters', 'premise', 'outline', 'cover', 'delivery', 'content'].map(
  (team) => `@storyloom/${team}`,
);
const rules = readCodeowners(join(REPO_ROOT, '.github', 'CODEOWNERS'));
const subfolders = (dir) =>
  readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

/** Every folder a team is accountable for: each workspace, each API module, each contract folder. */
const OWNED_FOLDERS = [
  ...workspaceDirs().map((dir) => relative(REPO_ROOT, dir)),
  ...subfolders('api/src'),
  ...subfolders('api/contracts/src'),
];

/** Each wizard step's slice, owned end to end by its team (the premise contract folder is named story/). */
const STEP_SLICES = [
  { team: '@storyloom/characters', step: 1, remote: 'mf-characters', module: 'characters', contract: 'characters' },
  { team: '@storyloom/premise', step: 2, remote: 'mf-premise', module: 'premise', contract: 'story' },
  { team: '@storyloom/outline', step: 3, remote: 'mf-outline', module: 'outline', contract: 'outline' },
  { team: '@storyloom/cover', step: 4, remote: 'mf-cover', module: 'cover', contract: 'cover' },
  { team: '@storyloom/delivery', step: 5, remote: 'mf-delivery', module: 'delivery', contract: 'delivery' },
];

describe('.github/CODEOWNERS', () => {
  it('names only the Storyloom teams, and every line names at least one', () => {
    for (const rule of rules) {
      expect({ line: rule.line, owners: rule.owners.filter((owner) => !TEAMS.includes(owner)) }).toEqual({
        line: rule.line,
        owners: [],
      });
      expect(rule.owners.length).toBeGreaterThan(0);
    }
  });

  // The catch-all and the parent folders' lines only keep a brand-new file from going unreviewed; a folder a team
  // answers for is owned by a line naming it, so adding a module means deciding who owns it.
  it.each(OWNED_FOLDERS)('owns %s through a line naming that folder', (folder) => {
    expect(ownerRule(rules, folder)?.pattern.replace(/^\/|\/$/g, '')).toBe(folder);
  });

  it.each(STEP_SLICES)(
    "gives step $step's remote, API module, contract folder and browser tests to $team",
    ({ team, step, remote, module, contract }) => {
      const e2eTests = readdirSync(join(REPO_ROOT, 'e2e/tests'))
        .filter((file) => file.startsWith(`step${step}-`))
        .map((file) => `e2e/tests/${file}`);
      const slice = [remote, `api/src/${module}`, `api/contracts/src/${contract}`, ...e2eTests];
      expect(slice.map((path) => [path, ownerRule(rules, path)?.owners])).toEqual(slice.map((path) => [path, [team]]));
    },
  );
});

describe("a team's API tests", () => {
  // A step team changing its own behaviour changes its own tests; they must not wait for the platform's review.
  const apiTests = readdirSync(join(REPO_ROOT, 'api/test')).filter((file) => file.endsWith('.spec.ts'));
  // The API modules a step or content team owns (the platform's own modules are left to the catch-all).
  const teamModules = subfolders('api/src')
    .filter((dir) => !ownerRule(rules, dir)?.owners.includes('@storyloom/platform'))
    .map((dir) => dir.replace('api/src/', ''));

  it.each(teamModules)('api/test/%s* is reviewed by the team that owns that API module', (module) => {
    expect(teamModules.length).toBeGreaterThan(5);
    const team = ownerRule(rules, `api/src/${module}`)?.owners;
    const tests = apiTests.filter((file) => file.startsWith(module)).map((file) => `api/test/${file}`);
    expect(tests.map((path) => [path, ownerRule(rules, path)?.owners])).toEqual(tests.map((path) => [path, team]));
  });
});

describe("a remote's call records", () => {
  // api/contracts/published-calls/<remote>/ is what that remote's versions ask the API: its team records it.
  const recorded = subfolders('api/contracts/published-calls');

  it.each(recorded)('%s is reviewed by the team that owns the remote', (folder) => {
    expect(recorded.length).toBe(6);
    const remote = folder.split('/').at(-1);
    expect(ownerRule(rules, `${folder}/0.0.0.json`)?.owners).toEqual(ownerRule(rules, remote)?.owners);
  });
});

describe('configuration sections', () => {
  // Each module declares its environment variables in its own section (api/src/config/config-section.ts), so a team
  // changing its settings is reviewed by itself; the platform reviews only their composition in api/src/config/.
  const sectionFiles = subfolders('api/src').flatMap((dir) =>
    readdirSync(join(REPO_ROOT, dir))
      .filter((file) => file.endsWith('.config.ts'))
      .map((file) => `${dir}/${file}`),
  );

  it.each(sectionFiles)('%s is reviewed by the team that owns its module', (file) => {
    expect(ownerRule(rules, file)?.owners).toEqual(ownerRule(rules, dirname(file))?.owners);
  });

  it("gives the step and content teams their modules' sections, and the composition to the platform", () => {
    const teams = new Set(sectionFiles.flatMap((file) => ownerRule(rules, file)?.owners ?? []));
    expect([...teams].sort()).toEqual(
      expect.arrayContaining(['@storyloom/content', '@storyloom/cover', '@storyloom/delivery', '@storyloom/platform']),
    );
    for (const file of ['api/src/config/env.schema.ts', 'api/src/config/app-config.ts'])
      expect(ownerRule(rules, file)?.owners).toEqual(['@storyloom/platform']);
  });
});

describe('CODEOWNERS matching', () => {
  const sample = parseCodeowners(
    [
      '*  @storyloom/platform',
      '/api/  @storyloom/platform',
      '/api/src/cover/ @storyloom/cover',
      '/e2e/tests/step4-* @storyloom/cover # comment',
      'docs @storyloom/content',
    ].join('\n'),
  );

  it('lets the last matching line win, folder patterns covering everything inside', () => {
    expect(ownerRule(sample, 'api/src/cover/cover.service.ts')?.owners).toEqual(['@storyloom/cover']);
    expect(ownerRule(sample, 'api/src/cover')?.owners).toEqual(['@storyloom/cover']);
    expect(ownerRule(sample, 'api/src/coverage')?.pattern).toBe('/api/');
    expect(ownerRule(sample, 'e2e/tests/step4-cover.spec.ts')?.owners).toEqual(['@storyloom/cover']);
    expect(ownerRule(sample, 'e2e/tests/sub/step4-cover.spec.ts')?.pattern).toBe('*');
    expect(ownerRule(sample, 'shell/docs/readme.md')?.owners).toEqual(['@storyloom/content']);
  });
});
