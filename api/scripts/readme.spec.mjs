import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_SERVER_PORTS } from '../../shell/kit/build/dev-ports.ts';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';
import { remoteWorkspaces, workspaceDirs } from '@storyloom/platform/workspaces';

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

/** The README's commands are copied into terminals on fresh clones: they must match what the code does. */
describe('README.md', () => {
  it('pins, in its commands table, a version that a fresh `npm run build` publishes', () => {
    const [, pkg, version] = README.match(/\| `npm run remotes -- pin (\S+) (\S+)` \|/) ?? [];
    const remote = remoteWorkspaces().find((workspace) => workspace.name === pkg);
    expect(remote?.version).toBeDefined();
    expect(version).toBe(remote?.version);
  });

  it('names only scripts that exist: `npm run <script>` at the root, `-w <workspace>` in that workspace', () => {
    const scriptsOf = (dir) => Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {});
    const workspaces = workspaceDirs().map((dir) => ({
      dir,
      name: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name,
    }));
    const commands = [...README.matchAll(/npm run ([a-z:]+)(?: -w ([@\w/*-]+))?/g)].map(([, script, workspace]) => ({
      script,
      workspace,
    }));
    expect(commands.map(({ script }) => script)).toEqual(
      expect.arrayContaining(['build', 'build:clean', 'dev', 'typecheck']),
    );
    for (const { script, workspace } of commands) {
      const dirs =
        workspace === undefined
          ? [REPO_ROOT]
          : workspace === 'mf-*'
            ? remoteWorkspaces().map((remote) => remote.dir)
            : workspaces.filter(({ name }) => name === workspace).map(({ dir }) => dir);
      expect({
        script,
        workspace,
        missingIn: dirs.length === 0 ? ['no such workspace'] : dirs.filter((dir) => !scriptsOf(dir).includes(script)),
      }).toEqual({ script, workspace, missingIn: [] });
    }
  });

  it('names every root script, so a new one cannot hide from the commands table', () => {
    const scripts = Object.keys(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).scripts);
    // `npm start` and `npm test` are npm's own shorthands; everything else is `npm run <script>`.
    const named = (script) =>
      ['start', 'test'].includes(script)
        ? README.includes(`npm ${script}`)
        : new RegExp(`npm run ${script.replace(':', '\\:')}(?![\\w:])`).test(README);
    expect(scripts.filter((script) => !named(script))).toEqual([]);
  });

  it('lists the dev server port of every remote, as shell/kit/build/dev-ports.ts sets them', () => {
    const listed = Object.fromEntries(
      [...README.matchAll(/\| `(mf-[a-z]+)` \| http:\/\/localhost:(\d+) \|/g)].map(([, name, port]) => [
        name,
        Number(port),
      ]),
    );
    expect(listed).toEqual(DEV_SERVER_PORTS);
    expect(Object.keys(listed).sort()).toEqual(
      remoteWorkspaces()
        .map((remote) => remote.name)
        .sort(),
    );
  });

  it("names STORYLOOM_API_ORIGIN, the API a remote's own dev server talks to", () => {
    const source = readFileSync(join(REPO_ROOT, 'shell/kit/build/dev-ports.ts'), 'utf8');
    const [, fallback] = source.match(/STORYLOOM_API_ORIGIN \?\? '([^']+)'/) ?? [];
    expect(README).toContain(`\`STORYLOOM_API_ORIGIN\` (default \`${fallback}\`)`);
  });

  it("names, under 'Adding a step', the one remote list and files that really derive from it", () => {
    const section = README.slice(README.indexOf('## Adding a step'), README.indexOf('## Shipping a step'));
    expect(section).toContain('`api/contracts/src/remote-list.json`');
    const derived = [...section.matchAll(/\| `([\w./-]+\.(?:ts|js))` \|$/gm)].map(([, file]) => file);
    expect(derived).toEqual([
      'api/contracts/src/remotes.ts',
      'shell/src/routes/route-table.ts',
      'shell/kit/build/dev-ports.ts',
      'jest.config.js',
      'e2e/support/routes.ts',
    ]);
    for (const file of derived)
      expect(readFileSync(join(REPO_ROOT, file), 'utf8')).toMatch(/remote-list\.json|REMOTE_LIST/);
  });
});
