import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test("the 'About this gift' section is collapsed, opens, and what was typed is saved with the story", async ({
  page,
}) => {
  // Writes a whole summary (the offline writer paces its words) and runs an accessibility scan on a shared machine.
  test.setTimeout(60_000);
  const saved = await page.request.post('/api/step1', {
    data: {
      characters: [
        { name: 'Mira', isMainCharacter: true, age: '6' },
        { name: 'Rosa', isMainCharacter: false, relation: 'Grandmother' },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/step2');
  await expect(page.getByRole('form', { name: 'Story Details' })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'About this gift (optional)' });
  const occasion = page.getByRole('combobox', { name: 'Occasion' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(occasion).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await occasion.selectOption('Birthday');
  await page.getByRole('textbox', { name: /^From/ }).fill('Mum and Dad');
  await page.getByRole('textbox', { name: 'Rosa' }).fill('Grandma');
  await page.getByRole('textbox', { name: /^Things to leave out/ }).fill('Spiders');
  const critical = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'critical',
  );
  expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.screenshot({ path: '/tmp/wp/step2-gift-open.png', fullPage: true });

  await page.getByRole('combobox', { name: /^Genre/ }).selectOption('Fantasy');
  await page.getByRole('combobox', { name: /^Premise/ }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to step 3' })).toBeEnabled({ timeout: 20_000 });

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(occasion).toHaveValue('Birthday');
  await expect(page.getByRole('textbox', { name: /^From/ })).toHaveValue('Mum and Dad');
  await expect(page.getByRole('textbox', { name: 'Rosa' })).toHaveValue('Grandma');
  await expect(page.getByRole('textbox', { name: 'Mira' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Things to leave out/ })).toHaveValue('Spiders');

  // A change after the summary is saved on its own once focus leaves the section.
  const savedChange = page.waitForResponse(
    (reply) => reply.url().endsWith('/api/story_gift') && reply.request().method() === 'PUT',
  );
  await page.getByRole('textbox', { name: 'Mira' }).fill('Little Bird');
  await page.getByRole('textbox', { name: /^Book title/ }).focus();
  expect((await savedChange).ok()).toBe(true);
  await page.reload();
  await toggle.click();
  await expect(page.getByRole('textbox', { name: 'Mira' })).toHaveValue('Little Bird');
  await expect(occasion).toHaveValue('Birthday');

  // Renamed on step 1 (saved with the ids it was read with, as the CHARACTERS drawer does), Rosa keeps what the
  // reader calls her: call names are keyed by the character's id, not by the name.
  const { characters } = (await (await page.request.get('/api/step1')).json()) as {
    characters: Array<{ id: string; name: string }>;
  };
  const renamed = await page.request.post('/api/step1', {
    data: {
      characters: characters.map((character) =>
        character.name === 'Rosa' ? { ...character, name: 'Rosalind' } : character,
      ),
    },
  });
  expect(renamed.ok()).toBe(true);
  await page.reload();
  await toggle.click();
  await expect(page.getByRole('textbox', { name: 'Rosalind' })).toHaveValue('Grandma');
  await expect(page.getByRole('textbox', { name: 'Mira' })).toHaveValue('Little Bird');
});
