// Issue 16: the first paint does not wait for a chain of requests. What a visitor on a slow connection notices:
// the landing hero is there before mf-content has arrived, nothing moves when the page takes over, the footer
// does not flash at the top of a page that is still loading, and the shell's scripts download together.
import { expect, test, type Page, type Route } from '@playwright/test';
import { STEP_FIRST_PAINTS } from '../support/routes.js';

const CONTENT_REMOTE_FILES = '**/remotes/mf-content/**';

/** Holds every request for mf-content's files (a slow remote) until `release()` lets them through. */
async function holdContentRemote(page: Page) {
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.continue() : void held.push(route));
  await page.route(CONTENT_REMOTE_FILES, hold);
  return {
    heldCount: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('the landing hero paints while mf-content is still downloading, and stays put when the page takes over', async ({
  page,
}) => {
  const remote = await holdContentRemote(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  const headline = page.getByRole('heading', { level: 1, name: 'A book as UNIQUE as its reader.' });
  await expect(headline).toBeVisible();
  await expect(page.getByText('Any genre, style, or premise. Create your perfect gift now!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Story' })).toBeVisible();
  // The hero above is the shell's: the remote's files were asked for and are still held.
  expect(remote.heldCount()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: '4 easy steps' })).toHaveCount(0);
  const before = await headline.boundingBox();

  await remote.release();
  await expect(page.getByRole('heading', { name: '4 easy steps' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await headline.boundingBox()).toEqual(before);
  await page.getByRole('link', { name: 'Start Your Story' }).click();
  await expect(page).toHaveURL(/\/step1$/);
});

test('while a content page loads, its footer stays below the first screen instead of flashing at the top', async ({
  page,
}) => {
  const remote = await holdContentRemote(page);
  await page.goto('/tos', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeAttached();
  const viewportHeight = page.viewportSize()!.height;
  expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(viewportHeight);

  await remote.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('the page names every shell script the first load of / runs, so they download beside main.js', async ({
  page,
}) => {
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/static/js/')) shellScripts.push(pathname);
  });
  const response = await page.goto('/');
  const html = await response!.text();
  await expect(page.getByRole('heading', { name: '4 easy steps' })).toBeVisible();

  expect(shellScripts.length).toBeGreaterThan(1);
  for (const script of new Set(shellScripts)) {
    // main.js as the page's own script; the rest (the bootstrap's chunk, the shared libraries) as preload hints.
    expect(html, `${script} is fetched on the first load but not named in the page`).toMatch(
      new RegExp(`<(?:script defer src|link rel="preload" href)="${script.replace(/\./g, '\\.')}"`),
    );
  }
});

test('the contract marks the five step pages for the step first paint', () => {
  expect(STEP_FIRST_PAINTS.map(({ path }) => path)).toEqual(
    expect.arrayContaining(['/step1', '/step2', '/step3', '/step4', '/step5']),
  );
});

for (const { path, heading, remote, stage } of STEP_FIRST_PAINTS) {
  test(`${path}: the stage list and '${heading}' paint while ${remote} is still downloading, and stay put when the page takes over`, async ({
    page,
  }) => {
    const held: Route[] = [];
    let released = false;
    await page.route(`**/remotes/${remote}/**`, (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(path, { waitUntil: 'domcontentloaded' });

    const title = page.getByRole('heading', { level: 1, name: heading, exact: true });
    const stages = page.getByRole('navigation', { name: 'Progress' });
    await expect(title).toBeVisible();
    await expect(stages.getByRole('listitem')).toHaveCount(5);
    await expect(stages.locator('[aria-current="step"]')).toContainText(stage);
    // Drawn by the shell: the page's files were asked for and are still held, and the main area says it is loading.
    expect(held.length).toBeGreaterThan(0);
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(1);
    const [titleBefore, stagesBefore] = [await title.boundingBox(), await stages.boundingBox()];

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
    await expect(title).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Progress' })).toHaveCount(1);
    expect(await title.boundingBox()).toEqual(titleBefore);
    expect(await stages.boundingBox()).toEqual(stagesBefore);
  });
}
