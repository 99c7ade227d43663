// Step 3 as a visitor sees it: /step3 in Chromium, size L, Generate Outline, with the built site writing through a
// local OpenAI-compatible server that answers after 1 s and streams 50 tokens/s. Times from the click to the first
// chapter heading on screen and to all 40 headings on screen.
import { launchChromium } from './chromium.mjs';

const HEADING_TIMEOUT_MS = 180_000;

/** `server` is a running built site whose writer is `provider`; `summary` and `outlineJson` are what it will answer. */
export async function measureOutlineOnScreen({ server, provider, characters, story, outlineJson }) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ baseURL: server.baseUrl });
    // Steps 1 and 2 through the API in the page's own cookie jar, and what those screens leave in local storage.
    await page.request.post('/api/step1', { data: { characters } });
    provider.script({ text: story.summary, tokensPerSecond: 0 });
    const step2 = await (await page.request.post('/api/step2', { data: story.details })).json();
    await page.addInitScript(
      ([storedCharacters, summary]) => {
        localStorage.setItem('characters', storedCharacters);
        localStorage.setItem('story_outline', summary);
      },
      [JSON.stringify(characters), step2.story_outline],
    );
    await page.goto('/step3');
    await page.getByRole('radio', { name: 'L: 40 chapters, +$5' }).check();

    provider.script({ text: outlineJson });
    const headings = page.getByRole('region', { name: 'STORY OUTLINE' }).getByRole('heading', { level: 3 });
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Generate Outline' }).click();
    await headings.first().waitFor({ timeout: HEADING_TIMEOUT_MS });
    const firstHeadingMs = Date.now() - clickedAt;
    await headings.nth(39).waitFor({ timeout: HEADING_TIMEOUT_MS });
    return { firstHeadingMs, allHeadingsMs: Date.now() - clickedAt };
  } finally {
    await browser.close();
  }
}
