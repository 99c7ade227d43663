import { expect, test, type Page } from '@playwright/test';

const REQUIRED = '* This field is required. Please fill it to continue';
const AGE_MESSAGE = 'Enter the age as a whole number from 0 to 9999';

/** A phone (375 px) and a laptop (1366 px): the form is one long column on the first, two on the second. */
const SCREENS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

async function openStep1(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/step1');
  await expect(page.getByRole('form', { name: 'Characters' })).toBeVisible();
}

const mainCard = (page: Page) => page.getByRole('region', { name: 'Main character' });
const supportingCard = (page: Page, position: number) =>
  page.getByRole('region', { name: `Supporting character ${position}` });

for (const screen of SCREENS) {
  test(`on a ${screen.name}, a missing supporting name is scrolled to, focused and announced`, async ({ page }) => {
    await openStep1(page, screen);
    await mainCard(page).getByLabel('Character name').fill('Grandma Rosa');
    await page.getByRole('button', { name: '+ ADD CHARACTER' }).click();
    await page.getByRole('button', { name: 'Proceed to step 2' }).click();

    const name = supportingCard(page, 1).getByLabel('Character name');
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(supportingCard(page, 1).getByText(REQUIRED)).toBeInViewport();
    await expect(
      page.getByRole('alert').filter({ hasText: `Supporting character 1, Character name: ${REQUIRED}` }),
    ).toBeAttached();
    await expect(page).toHaveURL(/\/step1$/);
  });
}

test('on a phone, Enter in the custom relationship box sets it and stays on step 1; Proceed saves it', async ({
  page,
}) => {
  await openStep1(page, SCREENS[0]);
  await mainCard(page).getByLabel('Character name').fill('Grandma Rosa');
  await page.getByRole('button', { name: '+ ADD CHARACTER' }).click();
  await supportingCard(page, 1).getByLabel('Character name').fill('Aunt Bea');
  await supportingCard(page, 1).getByLabel('Relationship to Main').selectOption('Custom...');
  const custom = supportingCard(page, 1).getByRole('textbox', { name: 'Custom relationship' });
  await custom.fill('  Godmother ');
  await custom.press('Enter');

  await expect(custom).toHaveValue('Godmother');
  await expect(custom).toBeFocused();
  await expect(page).toHaveURL(/\/step1$/);
  await page.getByRole('button', { name: 'Proceed to step 2' }).click();
  await expect(page).toHaveURL(/\/step2$/);
  const stored = await (await page.request.get('/api/step1')).json();
  expect(stored.characters).toEqual([
    expect.objectContaining({ name: 'Grandma Rosa' }),
    expect.objectContaining({ name: 'Aunt Bea', relation: 'Godmother' }),
  ]);
});

for (const typed of ['4.5', '-5']) {
  test(`on a phone, the age '${typed}' is refused with the field's message, kept as typed, and stops Proceed`, async ({
    page,
  }) => {
    await openStep1(page, SCREENS[0]);
    await mainCard(page).getByLabel('Character name').fill('Grandma Rosa');
    const age = mainCard(page).getByLabel('Age', { exact: true });
    await age.pressSequentially(typed);
    await expect(age).toHaveValue(typed);
    await expect(mainCard(page).getByText(AGE_MESSAGE)).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to step 2' }).click();
    await expect(age).toBeFocused();
    await expect(page).toHaveURL(/\/step1$/);
    await age.fill('45');
    await expect(mainCard(page).getByText(AGE_MESSAGE)).toBeHidden();
    await page.getByRole('button', { name: 'Proceed to step 2' }).click();
    await expect(page).toHaveURL(/\/step2$/);
  });
}
