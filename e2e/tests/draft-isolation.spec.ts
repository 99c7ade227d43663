import { expect, test } from '@playwright/test';

test('two browser contexts cannot see each other’s draft', async ({ browser }) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  try {
    const alicePage = await alice.newPage();
    const bobPage = await bob.newPage();
    // Each visit gets its own anonymous visitor cookie from the site itself.
    await alicePage.goto('/step1');
    await bobPage.goto('/step1');

    const saved = await alicePage.request.post('/api/step1', {
      data: { characters: [{ name: 'Grandma Rosa', isMainCharacter: true, personality: ['Funny'] }] },
    });
    expect(saved.ok()).toBe(true);

    const aliceView = await (await alicePage.request.get('/api/get_characters')).json();
    expect(aliceView.characters.map((c: { name: string }) => c.name)).toEqual(['Grandma Rosa']);

    const bobView = await (await bobPage.request.get('/api/get_characters')).json();
    expect(bobView).toEqual({ success: true, characters: [] });

    // Bob saving his own characters leaves Alice's untouched.
    await bobPage.request.post('/api/step1', { data: { characters: [{ name: 'Uncle Theo', isMainCharacter: true }] } });
    const aliceAgain = await (await alicePage.request.get('/api/get_characters')).json();
    expect(aliceAgain.characters.map((c: { name: string }) => c.name)).toEqual(['Grandma Rosa']);
  } finally {
    await alice.close();
    await bob.close();
  }
});
