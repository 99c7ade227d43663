import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eRun } from '../support/e2e-dirs.mjs';

// Platform engineers ship a step by publishing a new version and pinning it; the shell is never rebuilt.
const { publishDir } = e2eRun();
const REMOTE = 'mf-outline';
const NEXT_VERSION = '0.1.1-e2e';
const MARK = 'Create Your Outline (e2e build)';

function remotesCli(...args: string[]) {
  return execFileSync('node', ['api/scripts/remotes.mjs', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir },
    encoding: 'utf8',
  });
}

/** Publishes a copy of the current version whose heading says which build it is, as a real new release would differ. */
function publishMarkedCopy() {
  const versionsDir = join(publishDir, 'remotes', REMOTE);
  const current = readdirSync(versionsDir).filter((v) => v !== NEXT_VERSION)[0]!;
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

// mf-premise loads mf_characters/CharacterEditor at run time, declared in its module-federation config.
const DEPENDENCY = 'mf-characters';
const DEPENDENCY_NEXT = '0.1.1-e2e';

/** Publishes an unchanged copy of mf-characters as a new version: other tests may load it meanwhile. */
function publishDependencyCopy() {
  const versionsDir = join(publishDir, 'remotes', DEPENDENCY);
  const current = readdirSync(versionsDir).filter((v) => v !== DEPENDENCY_NEXT)[0]!;
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

test("a remote's declared dependency is listed and follows the registry: Step 2's drawer loads the served mf-characters", async ({ page }) => {
  const current = publishDependencyCopy();
  try {
    remotesCli('pin', DEPENDENCY, current);
    remotesCli('pin', DEPENDENCY, DEPENDENCY_NEXT);
    expect(remotesCli('list')).toContain(`loads at run time: ${DEPENDENCY} (built against ${current}, serves ${DEPENDENCY_NEXT})`);

    const saved = await page.request.post('/api/step1', {
      data: { characters: [{ name: 'Grandma Rosa', isMainCharacter: true, personality: ['Funny'], gender: 'female', age: '71' }] },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/step2');
    await expect(page.getByRole('form', { name: 'Story Details' })).toBeVisible();
    const drawer = page.getByRole('dialog', { name: 'Characters' });
    const openEditor = async () => {
      await page.getByRole('button', { name: 'CHARACTERS' }).click();
      await expect(drawer.getByRole('region', { name: 'Main character' }).getByLabel('Character name')).toHaveValue('Grandma Rosa');
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
