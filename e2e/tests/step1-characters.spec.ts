import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

const REQUIRED = '* This field is required. Please fill it to continue';

async function openStep1(page: Page) {
  await page.goto('/step1');
  await expect(page.getByRole('form', { name: 'Characters' })).toBeVisible();
}

async function addCustomTag(scope: Locator, list: string, text: string) {
  await scope.getByRole('button', { name: `Choose ${list}` }).click();
  await scope
    .getByRole('group', { name: new RegExp(`${list} options`, 'i') })
    .getByRole('checkbox', { name: /Custom\.\.\./ })
    .click();
  const box = scope.getByRole('textbox', { name: `Custom ${list}` });
  await box.fill(text);
  await box.press('Enter');
}

test('characters with custom tags are saved, proceed to step 2 and come back after a reload', async ({ page }) => {
  await openStep1(page);
  const main = page.getByRole('region', { name: 'Main character' });
  await main.getByLabel('Character name').fill('Grandma Rosa');
  await main.getByRole('radio', { name: 'Female' }).check();
  await main.getByRole('button', { name: 'Increase age' }).click();
  await addCustomTag(main, 'personality', 'Loves tea');

  await page.getByRole('button', { name: '+ ADD CHARACTER' }).click();
  await page.getByRole('button', { name: '+ ADD CHARACTER' }).click();
  const first = page.getByRole('region', { name: 'Supporting character 1' });
  const second = page.getByRole('region', { name: 'Supporting character 2' });
  await first.getByLabel('Character name').fill('Milo the cat');
  await addCustomTag(first, 'personality', 'Naps in sunbeams');
  await second.getByLabel('Character name').fill('Uncle Theo');
  await second.getByLabel('Relationship to Main').selectOption('Family');
  await addCustomTag(second, 'personality', 'Tells tall tales');

  await page.getByRole('button', { name: 'Proceed to step 2' }).click();
  await expect(page).toHaveURL(/\/step2$/);

  await page.goto('/step1');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Characters' })).toBeVisible();
  await expect(main.getByLabel('Character name')).toHaveValue('Grandma Rosa');
  await expect(main.getByLabel('Age', { exact: true })).toHaveValue('1');
  await expect(main.getByText('Loves tea (custom)')).toBeVisible();
  await expect(first.getByLabel('Character name')).toHaveValue('Milo the cat');
  await expect(first.getByText('Naps in sunbeams (custom)')).toBeVisible();
  await expect(second.getByLabel('Character name')).toHaveValue('Uncle Theo');
  await expect(second.getByLabel('Relationship to Main')).toHaveValue('Family');
  await expect(second.getByText('Tells tall tales (custom)')).toBeVisible();
});

test('blank names show the required-field errors and keep the visitor on step 1', async ({ page }) => {
  await openStep1(page);
  await page.getByRole('button', { name: '+ ADD CHARACTER' }).click();
  await page.getByRole('region', { name: 'Main character' }).getByLabel('Character name').fill('   ');
  await page.getByRole('button', { name: 'Proceed to step 2' }).click();

  // exact: the screen-reader announcement of the first field to fix quotes the message too.
  await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Main character' }).getByLabel('Character name')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/step1$/);
});

test('the variant form shows its own messages when fields are missing', async ({ page }) => {
  await page.goto('/OldStep1');
  await page.getByRole('button', { name: /Proceed to step 2/i }).click();
  await expect(
    page.getByText('Please fill in all required fields before proceeding. All character information is required.'),
  ).toBeVisible();
  await expect(page.getByText('This field is required', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Please select a gender')).toBeVisible();
  await expect(page.getByText('Please select an age range')).toBeVisible();
  await expect(page).toHaveURL(/\/OldStep1$/);
});

for (const path of ['/step1', '/OldStep1']) {
  test(`${path} has no critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Proceed to step 2/i }).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const critical = results.violations.filter((violation) => violation.impact === 'critical');
    expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('a complete variant form saves the characters to the draft and goes to step 2', async ({ page }) => {
  await page.goto('/OldStep1');
  await page.getByLabel('Character name').first().fill('Captain Ada');
  await page.getByRole('radio', { name: 'Female' }).first().check();
  await page.getByLabel('Age range').selectOption('elderly');
  await page.getByLabel('Personality').first().fill('Brave, curious');
  await page.getByLabel('Skills').first().fill('Sailing, , Map reading ');
  await page.getByLabel('Hobbies').first().fill('Knitting');
  await page.getByLabel('Funny quirks').first().fill('Talks to gulls');
  await page.getByLabel('Fears').first().fill('Calm seas');
  await page.getByLabel('Extra information').first().fill('Sailed around the world twice.');
  await page.getByRole('button', { name: /Proceed to step 2/i }).click();
  await expect(page).toHaveURL(/\/step2$/);

  const stored = await (await page.request.get('/api/get_characters')).json();
  expect(stored.characters).toEqual([
    expect.objectContaining({
      name: 'Captain Ada',
      isMainCharacter: true,
      skills: 'Sailing, Map reading',
      quirks: 'Talks to gulls',
    }),
  ]);
});
