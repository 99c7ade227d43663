import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eRun } from '../support/e2e-dirs.mjs';

// Platform engineers ship a step by publishing a new version and pinning it; the shell is never rebuilt.
const { publishDir } = e2eRun();
const REMOTE = 'mf-outline';
// Test releases: above any real version, whatever the current ones are.
const NEXT_VERSION = '99.0.0-e2e';
const MARK = 'Create Your Outline (e2e build)';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The version the build published for a remote: its package.json's. A developer's publish folder also holds the
 * versions published before; a fresh clone's holds only this one.
 */
const builtVersion = (remote: string): string =>
  JSON.parse(readFileSync(join(ROOT, remote, 'package.json'), 'utf8')).version;

function remotesCli(...args: string[]) {
  return execFileSync('node', ['api/scripts/remotes.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir },
    encoding: 'utf8',
  });
}

/** Publishes a copy of the current version whose heading says which build it is, as a real new release would differ. */
function publishMarkedCopy() {
  const versionsDir = join(publishDir, 'remotes', REMOTE);
  const current = builtVersion(REMOTE);
  const target = join(versionsDir, NEXT_VERSION);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(versionsDir, current), target, { recursive: true });
  for (const file of readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const path = join(target, file);
    const text = readFileSync(path, 'utf8');
    if (text.includes('Create Your Outline')) writeFileSync(path, text.replaceAll('Create Your Outline', MARK));
  }
  return current;
}

async function outlineRequests(page: Page, action: () => Promise<unknown>) {
  const urls: string[] = [];
  const listener = (request: { url(): string }) => {
    if (request.url().includes(`/remotes/${REMOTE}/`)) urls.push(request.url());
  };
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return urls;
}

test.describe.configure({ mode: 'serial' });

test('pinning a remote version changes what the browser loads, and rollback restores it', async ({ page }) => {
  const current = publishMarkedCopy();
  try {
    // Pin the version in service first, so rolling back from the new one has somewhere to go.
    remotesCli('pin', REMOTE, current);
    remotesCli('pin', REMOTE, NEXT_VERSION);
    const pinned = await outlineRequests(page, async () => {
      await page.goto('/step3');
      await expect(page.getByRole('heading', { level: 1, name: MARK })).toBeVisible();
    });
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.every((url) => url.includes(`/${NEXT_VERSION}/`))).toBe(true);
    expect(remotesCli('list')).toContain(NEXT_VERSION);

    remotesCli('rollback', REMOTE);
    const rolledBack = await outlineRequests(page, async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Create Your Outline', exact: true })).toBeVisible();
    });
    expect(rolledBack.every((url) => url.includes(`/${current}/`))).toBe(true);
  } finally {
    remotesCli('pin', REMOTE, current);
  }
});

/** The next minor version of the contract the shell provides: outside the shell's ^range on a 0.x version. */
const CONTRACT_VERSION = (() => {
  const [major, minor] = JSON.parse(readFileSync(join(ROOT, 'api', 'contracts', 'package.json'), 'utf8'))
    .version.split('.')
    .map(Number);
  return `${major}.${minor + 1}.0-e2e`;
})();
const CONTRACT_BUILD = '99.0.1-contract-e2e';

/**
 * Builds mf-outline, unchanged, against a copy of the contract whose version is outside the shell's range, the way
 * a team that moved on to a newer contract would, and publishes it as CONTRACT_BUILD. The build lives in a scratch
 * folder at the repository's top level, so its config and the libraries resolve as mf-outline's do, while
 * `@storyloom/contracts` resolves to the copy. Returns what publishing printed.
 */
function buildAgainstNewerContract(scratch: string) {
  const remote = join(scratch, 'mf-outline');
  const contract = join(scratch, 'contracts');
  for (const entry of ['src', 'rspack.config.ts', 'module-federation.config.ts', 'tsconfig.json']) {
    cpSync(join(ROOT, 'mf-outline', entry), join(remote, entry), { recursive: true });
  }
  const remotePackage = JSON.parse(readFileSync(join(ROOT, 'mf-outline', 'package.json'), 'utf8'));
  writeFileSync(join(remote, 'package.json'), JSON.stringify({ ...remotePackage, version: CONTRACT_BUILD }));
  cpSync(join(ROOT, 'api', 'contracts', 'src'), join(contract, 'src'), { recursive: true });
  const contractPackage = JSON.parse(readFileSync(join(ROOT, 'api', 'contracts', 'package.json'), 'utf8'));
  writeFileSync(join(contract, 'package.json'), JSON.stringify({ ...contractPackage, version: CONTRACT_VERSION }));
  // Linked, not copied into node_modules: the build compiles TypeScript only outside node_modules.
  mkdirSync(join(remote, 'node_modules', '@storyloom'), { recursive: true });
  symlinkSync(contract, join(remote, 'node_modules', '@storyloom', 'contracts'), 'dir');

  execFileSync(
    'node',
    [join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--mode', 'production'],
    {
      cwd: remote,
      env: { ...process.env, NODE_OPTIONS: '--conditions=storyloom-source' },
      stdio: 'pipe',
    },
  );
  return execFileSync('node', ['api/scripts/publish-remote.mjs', remote], {
    cwd: ROOT,
    env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir },
    encoding: 'utf8',
  });
}

/** The contract's files in a published build (the shell's, or a remote version's), as its manifest lists them. */
function contractFiles(build: string): string[] {
  const manifest = JSON.parse(readFileSync(join(publishDir, build, 'mf-manifest.json'), 'utf8'));
  return manifest.shared.find((shared: { name: string }) => shared.name === '@storyloom/contracts').assets.js.sync;
}

/** Loads /step3 afresh; returns every JavaScript file the browser fetched and the page's uncaught errors. */
async function openStep3(page: Page) {
  const urls: string[] = [];
  const errors: string[] = [];
  const onRequest = (request: { url(): string }) => urls.push(new URL(request.url()).pathname);
  const onError = (error: Error) => errors.push(error.message);
  page.on('request', onRequest);
  page.on('pageerror', onError);
  await page.goto('/step3');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Outline', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to Step 2' })).toBeVisible();
  page.off('request', onRequest);
  page.off('pageerror', onError);
  return { urls, errors };
}

/** How many copies of the contract the page downloaded: the shell's, the remote version's, or both. */
const contractCopies = (urls: string[], version: string) =>
  [
    contractFiles('shell').map((file) => `/${file}`),
    contractFiles(`remotes/${REMOTE}/${version}`).map((file) => `/remotes/${REMOTE}/${version}/${file}`),
  ].filter((files) => files.some((file) => urls.includes(file))).length;

test('a remote built against an incompatible contract is published with a note, and runs on its own copy of it', async ({
  page,
}) => {
  // A real build of a remote, on a machine that may be busy.
  test.setTimeout(240_000);
  const current = builtVersion(REMOTE);
  const scratch = join(ROOT, `.e2e-contract-build-${process.pid}`);
  try {
    const published = buildAgainstNewerContract(scratch);
    expect(published).toContain(
      `${REMOTE} ${CONTRACT_BUILD} loads its own copy of @storyloom/contracts ${CONTRACT_VERSION}: it needs ^${CONTRACT_VERSION} and the published shell provides`,
    );
    expect(published).toContain(`Published ${REMOTE} ${CONTRACT_BUILD}`);

    // Built against the shell's contract, a remote shares one copy with the shell.
    remotesCli('pin', REMOTE, current);
    const compatible = await openStep3(page);
    expect(contractCopies(compatible.urls, current)).toBe(1);
    expect(compatible.errors).toEqual([]);

    // The newer build works on its own copy of the contract: every file of it comes from its version folder.
    remotesCli('pin', REMOTE, CONTRACT_BUILD);
    const incompatible = await openStep3(page);
    const ownCopy = contractFiles(`remotes/${REMOTE}/${CONTRACT_BUILD}`).map(
      (file) => `/remotes/${REMOTE}/${CONTRACT_BUILD}/${file}`,
    );
    expect(ownCopy.length).toBeGreaterThan(0);
    expect(ownCopy.filter((file) => !incompatible.urls.includes(file))).toEqual([]);
    expect(incompatible.errors).toEqual([]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    remotesCli('pin', REMOTE, current);
  }
});

// mf-premise loads mf_characters/CharacterEditor at run time, declared in its module-federation config.
const DEPENDENCY = 'mf-characters';
const DEPENDENCY_NEXT = '99.0.0-e2e';

/** Publishes an unchanged copy of mf-characters as a new version: other tests may load it meanwhile. */
function publishDependencyCopy() {
  const versionsDir = join(publishDir, 'remotes', DEPENDENCY);
  const current = builtVersion(DEPENDENCY);
  cpSync(join(versionsDir, current), join(versionsDir, DEPENDENCY_NEXT), { recursive: true });
  return current;
}

async function requestsOf(page: Page, pkg: string, action: () => Promise<unknown>) {
  const urls: string[] = [];
  const listener = (request: { url(): string }) => {
    if (request.url().includes(`/remotes/${pkg}/`)) urls.push(request.url());
  };
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return urls;
}

test("a remote's declared dependency is listed and follows the registry: Step 2's drawer loads the served mf-characters", async ({
  page,
}) => {
  const current = publishDependencyCopy();
  try {
    remotesCli('pin', DEPENDENCY, current);
    remotesCli('pin', DEPENDENCY, DEPENDENCY_NEXT);
    expect(remotesCli('list')).toContain(
      `loads at run time: ${DEPENDENCY} (built against ${current}, serves ${DEPENDENCY_NEXT})`,
    );

    const saved = await page.request.post('/api/step1', {
      data: {
        characters: [
          { name: 'Grandma Rosa', isMainCharacter: true, personality: ['Funny'], gender: 'female', age: '71' },
        ],
      },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/step2');
    await expect(page.getByRole('form', { name: 'Story Details' })).toBeVisible();
    const drawer = page.getByRole('dialog', { name: 'Characters' });
    const openEditor = async () => {
      await page.getByRole('button', { name: 'CHARACTERS' }).click();
      await expect(drawer.getByRole('region', { name: 'Main character' }).getByLabel('Character name')).toHaveValue(
        'Grandma Rosa',
      );
    };

    const pinned = await requestsOf(page, DEPENDENCY, openEditor);
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.every((url) => url.includes(`/${DEPENDENCY_NEXT}/`))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // A rollback reaches the next opening of the drawer, without reloading Step 2.
    remotesCli('rollback', DEPENDENCY);
    const rolledBack = await requestsOf(page, DEPENDENCY, openEditor);
    expect(rolledBack.length).toBeGreaterThan(0);
    expect(rolledBack.every((url) => url.includes(`/${current}/`))).toBe(true);
  } finally {
    remotesCli('pin', DEPENDENCY, current);
  }
});
