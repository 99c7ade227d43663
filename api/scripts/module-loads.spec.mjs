import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';

/**
 * Which packages the API loads, checked by running it, not by reading its source: a child Node (this one: 20, or 24
 * under node24-check) runs a scenario and a module hook lists every module of the watched packages it imports or
 * requires (api/scripts/module-loads.mjs).
 *
 * - README "Node versions", "The file-type warning": file-type, which wants Node 22, is never loaded.
 * - docs/architecture.md "Load on one machine": the big packages that only some requests or deployments need are
 *   loaded on first use (api/src/common/lazy-require.ts), so a started, idle demo server does not hold them.
 */
const run = promisify(execFile);

const moduleLoads = async (scenario) => {
  const { stdout } = await run(process.execPath, [join(REPO_ROOT, 'api/scripts/module-loads.mjs'), scenario], {
    cwd: REPO_ROOT,
    timeout: 180_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)).loads;
};

const requireBuild = () => {
  if (!existsSync(join(REPO_ROOT, 'api/dist/app.factory.js')))
    throw new Error('api/dist is missing: run `npm run build` first');
};

/** One start of the built API shared by the checks below (each start costs seconds of a busy machine's CPU). */
let appLoads;
const loadsOfTheApp = () => {
  requireBuild();
  return (appLoads ??= moduleLoads('app'));
};

/** Loaded on first use (common/lazy-require.ts): tens of MB of resident memory an idle server must not hold. */
const LOADED_ON_FIRST_USE = [
  'sharp',
  'pdf-lib',
  'fontkit',
  '@aws-sdk/',
  '@myriaddreamin/',
  'openai',
  'unpdf',
  'stripe',
  'nodemailer',
  '@nestjs/swagger',
  '@fragaria/address-formatter',
  '@lesjoursfr/html-to-epub',
];

describe('Packages the started API loads', () => {
  it("the watch sees file-type load where @nestjs/common does load it: FileTypeValidator's first check", async () => {
    expect((await moduleLoads('validator'))['file-type']).toContainEqual(
      expect.stringMatching(/\/node_modules\/file-type\/source\/index\.js$/),
    );
  }, 200_000);

  it('the watch sees a package the API loads on first use, when the code loads it: sharp through common/sharp-library', async () => {
    requireBuild();
    expect((await moduleLoads('sharp')).sharp).toContainEqual(
      expect.stringMatching(/\/node_modules\/sharp\/.+\.c?js$/),
    );
  }, 200_000);

  it('the API built, started, answering a request and stopped never loads file-type, so Node 20 never runs it', async () => {
    expect((await loadsOfTheApp())['file-type']).toEqual([]);
  }, 200_000);

  it.each(LOADED_ON_FIRST_USE)(
    'the API started without keys and answering /api/health has not loaded %s',
    async (name) => {
      const loads = await loadsOfTheApp();
      expect(Object.keys(loads)).toContain(name);
      expect(loads[name]).toEqual([]);
    },
    200_000,
  );
});
