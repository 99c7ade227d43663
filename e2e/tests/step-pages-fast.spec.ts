import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import type { RemoteRegistry } from '@storyloom/contracts';
import { decodedSize } from '../support/images.js';
import { completeStepsOneToFour } from '../support/step5.js';

/**
 * Issue 27, fast step pages on a phone: /step4's stored cover is a WebP of the size shown, whose download the
 * server's page starts itself (a preload hint for the draft's cover) instead of after the shell, the remote and
 * GET /api/step4; and every step page runs on the shell's one copy of the contract, never a remote's own.
 */
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 };

/** Every request the page makes from now on, in the order the browser made them. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

type Draft = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A first visit to `path` on a phone (nothing cached), with the draft's cookie so every step has what it needs:
 * `prepare` runs before the page loads, `look` once its heading shows, with every request it made.
 */
async function firstVisit<T>(
  browser: Browser,
  { baseURL, draft, path }: { baseURL: string | undefined; draft: Draft; path: string },
  look: (visit: Page, requests: Request[]) => Promise<T>,
  prepare?: (visit: Page) => Promise<unknown>,
): Promise<T> {
  const context = await browser.newContext({ ...PHONE, baseURL, storageState: draft });
  try {
    const visit = await context.newPage();
    await prepare?.(visit);
    const requests = recordRequests(visit);
    await visit.goto(path, { waitUntil: 'networkidle' });
    await expect(visit.getByRole('heading', { level: 1 })).toBeVisible();
    return await look(visit, requests);
  } finally {
    await context.close();
  }
}

/** Steps 1 to 4 done through the wizard; the cookies that carry that draft. */
async function draftThroughStepFour(page: Page): Promise<Draft> {
  await completeStepsOneToFour(page);
  return page.context().storageState();
}

const pathOf = (request: Request) => {
  const url = new URL(request.url());
  return `${url.pathname}${url.search}`;
};

test.use(PHONE);

test('/step4 on a phone: the stored cover comes as a 400 px WebP the page itself hinted, downloaded once, never the PNG', async ({
  page,
}) => {
  await completeStepsOneToFour(page);
  const { cover } = (await (await page.request.get('/api/step4')).json()) as { cover: { id: string; url: string } };
  const webp = `${cover.url}.webp?width=400`;
  const requests = recordRequests(page);
  await page.goto('/step4');

  const image = page.getByRole('img', { name: 'Cover design 1 of 1' });
  await expect(image).toBeVisible();
  expect((await decodedSize(image)).width).toBeGreaterThan(0);
  // A 2x phone showing the cover 200 CSS px wide takes the 400 px file.
  expect(
    await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search),
  ).toBe(webp);

  const hint = page.locator('head link[rel="preload"][as="image"]');
  await expect(hint).toHaveAttribute('imagesrcset', new RegExp(`${cover.url}\\.webp\\?width=400 400w`));
  const paths = requests.map(pathOf);
  expect(paths.filter((path) => path === webp)).toHaveLength(1);
  expect(paths.filter((path) => path.startsWith(cover.url) && path !== webp)).toEqual([]);
  // Asked for from the page's own hint: before the remote's script ran and asked the API what is stored.
  expect(paths.indexOf(webp)).toBeGreaterThanOrEqual(0);
  expect(paths.indexOf(webp)).toBeLessThan(paths.indexOf('/api/step4'));
  const reply = await page.request.get(webp);
  expect(reply.headers()['content-type']).toBe('image/webp');
});

/** The files of each copy of the contract on the site: the shell's, and each remote's own (its fallback). */
async function contractCopies(page: Page): Promise<Map<string, string[]>> {
  const copies = new Map<string, string[]>();
  const sharedFiles = async (manifestUrl: string, base: string) => {
    const manifest = (await (await page.request.get(manifestUrl)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    return (
      manifest.shared
        .find((module) => module.name === '@storyloom/contracts')
        ?.assets.js.sync.map((file) => `${base}${file}`) ?? []
    );
  };
  copies.set('shell', await sharedFiles('/mf-manifest.json', '/'));
  const registry = (await (await page.request.get('/api/remotes')).json()) as RemoteRegistry;
  for (const remote of registry.remotes) {
    copies.set(remote.packageName, await sharedFiles(remote.entry, remote.entry.replace(/mf-manifest\.json$/, '')));
  }
  return copies;
}

test("every step page downloads one copy of the contract, the shell's, and never a remote's own", async ({
  page,
  browser,
  baseURL,
}) => {
  const draft = await draftThroughStepFour(page);
  const copies = await contractCopies(page);
  expect(copies.get('shell')!.length).toBeGreaterThan(0);
  for (const path of ['/step1', '/step2', '/step3', '/step4', '/step5']) {
    await firstVisit(browser, { baseURL, draft, path }, async (_visit, requests) => {
      const scripts = new Set(
        requests
          .filter((request) => request.resourceType() === 'script')
          .map((request) => new URL(request.url()).pathname),
      );
      const fetched = [...copies]
        .filter(([, files]) => files.some((file) => scripts.has(file)))
        .map(([owner]) => owner);
      expect({ path, fetched }).toEqual({ path, fetched: ['shell'] });
    });
  }
});

test('no step page breaks its own content security policy (zod never probes eval)', async ({
  page,
  browser,
  baseURL,
}) => {
  const draft = await draftThroughStepFour(page);
  for (const path of ['/step1', '/step2', '/step3', '/step4', '/step5']) {
    await firstVisit(
      browser,
      { baseURL, draft, path },
      // Each step page validates its draft with the contract's schemas on load, so zod has run by now.
      async (visit) =>
        expect({
          path,
          violations: await visit.evaluate(() => (window as unknown as { violations: string[] }).violations),
        }).toEqual({ path, violations: [] }),
      // The browser fires `securitypolicyviolation` on the document for each refused script, eval included.
      (visit) =>
        visit.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { violations: string[] }).violations = seen;
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        }),
    );
  }
});

/** V8's explicit compile hint, spelled as Chromium reads it on a script's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test("every script a step page runs opens with V8's compile hint, so its functions compile off the main thread", async ({
  page,
  browser,
  baseURL,
}) => {
  const draft = await draftThroughStepFour(page);
  for (const path of ['/step1', '/step5']) {
    await firstVisit(browser, { baseURL, draft, path }, async (visit, requests) => {
      const scripts = requests.filter((request) => request.resourceType() === 'script').map((request) => request.url());
      // The shell's start, its shared libraries, the contract, the remote's entry and its page.
      expect(scripts.some((url) => url.includes('/static/js/main.'))).toBe(true);
      expect(scripts.some((url) => url.includes('/remotes/'))).toBe(true);
      const withoutHint: string[] = [];
      for (const url of scripts) {
        const text = await (await visit.request.get(url)).text();
        if (!text.startsWith(COMPILE_HINT)) withoutHint.push(new URL(url).pathname);
      }
      expect({ path, withoutHint }).toEqual({ path, withoutHint: [] });
    });
  }
});
