// What the tutorial videos show: a visitor making a book in steps 1 to 4 of the real wizard, at a human pace. Each
// step ends once the next step's page is on screen, so a step's clip runs from its page to the click that leaves it.
import sharp from 'sharp';
import { chooseLikeAPerson, clickLikeAPerson, pause, pointAt, typeLikeAPerson } from './visible-pointer.mjs';

/** The generated text and covers take this long at most with the offline writer and designer. */
const GENERATION_MS = 90_000;

async function waitEnabled(locator, timeout = GENERATION_MS) {
  await locator.waitFor({ state: 'visible', timeout });
  const deadline = Date.now() + timeout;
  while (!(await locator.isEnabled())) {
    if (Date.now() > deadline) throw new Error(`still disabled after ${timeout} ms: ${locator}`);
    await pause(200);
  }
}

/** Scrolls the page smoothly by `pixels` (up when negative), as a reader glancing through a result would. */
async function glance(page, pixels) {
  const step = Math.sign(pixels) * 40;
  for (let done = 0; done < Math.abs(pixels); done += 40) {
    await page.mouse.wheel(0, step);
    await pause(60);
  }
  await pause(800);
}

async function pickTag(page, scope, list, option) {
  await clickLikeAPerson(page, scope.getByRole('button', { name: `Choose ${list}` }));
  await clickLikeAPerson(
    page,
    scope.getByRole('group', { name: new RegExp(`${list} options`, 'i') }).getByRole('checkbox', { name: option }),
  );
  await page.keyboard.press('Escape');
}

/** Step 1: the main character and one supporting character. */
async function characters(page) {
  const main = page.getByRole('region', { name: 'Main character' });
  await typeLikeAPerson(page, main.getByLabel('Character name'), 'Grandma Rosa');
  await clickLikeAPerson(page, main.getByRole('radio', { name: 'Female' }));
  await typeLikeAPerson(page, main.getByLabel('Age', { exact: true }), '68');
  await clickLikeAPerson(page, main.getByRole('button', { name: 'Increase age' }));
  await pickTag(page, main, 'personality', /^Eternal Optimist/);
  await pickTag(page, main, 'personality', /^Adventurous/);
  await clickLikeAPerson(page, page.getByRole('button', { name: '+ ADD CHARACTER' }));
  const friend = page.getByRole('region', { name: 'Supporting character 1' });
  await typeLikeAPerson(page, friend.getByLabel('Character name'), 'Milo');
  await chooseLikeAPerson(page, friend.getByLabel('Relationship to Main'), 'Family');
  await clickLikeAPerson(page, page.getByRole('button', { name: 'Proceed to step 2' }));
}

/** Step 2: genre and premise, then the summary the writer streams in. */
async function premise(page) {
  await page.getByRole('form', { name: 'Story Details' }).waitFor();
  await pause(600);
  await typeLikeAPerson(page, page.getByRole('textbox', { name: /^Book title/ }), 'The Lantern of Gull Bay');
  await chooseLikeAPerson(page, page.getByRole('combobox', { name: /^Genre/ }), 'Adventure');
  await chooseLikeAPerson(page, page.getByRole('combobox', { name: /^Premise/ }), { index: 1 });
  await clickLikeAPerson(page, page.getByRole('button', { name: 'Generate Summary' }));
  // Back up to the summary panel, so the words are seen arriving.
  await glance(page, -400);
  const proceed = page.getByRole('button', { name: 'Proceed to step 3' });
  await waitEnabled(proceed);
  await pause(1200);
  await clickLikeAPerson(page, proceed);
}

/** Step 3: a small book's outline, written chapter by chapter, then a look through it. */
async function outline(page) {
  await page.getByRole('heading', { level: 1, name: 'Create Your Outline' }).waitFor();
  await pause(600);
  await clickLikeAPerson(page, page.getByRole('radio', { name: /^S:/ }));
  await clickLikeAPerson(page, page.getByRole('button', { name: 'Generate Outline' }));
  const proceed = page.getByRole('button', { name: 'Proceed to step 4' });
  await waitEnabled(proceed);
  await pause(800);
  await glance(page, 600);
  await clickLikeAPerson(page, proceed);
}

/** A stand-in photo of the main character (no real person's face in a public video). */
async function portrait(name, hue) {
  const face = `<svg width="600" height="800"><rect width="600" height="800" fill="hsl(${hue}, 45%, 55%)"/><ellipse cx="300" cy="330" rx="150" ry="200" fill="hsl(${hue}, 60%, 80%)"/><rect x="120" y="560" width="360" height="240" rx="60" fill="hsl(${(hue + 180) % 360}, 50%, 40%)"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(face)).jpeg({ quality: 85 }).toBuffer() };
}

/** Step 4: two photos, a cover designed from them, then on to delivery. */
async function cover(page) {
  await page.getByRole('heading', { level: 1, name: 'Create Your Cover' }).waitFor();
  await pause(600);
  // Pointing at the drop zone, not clicking it: a click opens the system's file chooser, which a recording cannot show.
  await pointAt(page, page.getByTestId('photo-drop-zone'));
  await page
    .getByLabel('Photos of the main character')
    .setInputFiles([await portrait('rosa-garden.jpg', 20), await portrait('rosa-beach.jpg', 200)]);
  await page.getByRole('img', { name: 'rosa-beach.jpg' }).waitFor();
  await pause(800);
  const generate = page.getByRole('button', { name: 'Generate Cover' });
  await waitEnabled(generate, 10_000);
  await clickLikeAPerson(page, generate);
  const proceed = page.getByRole('button', { name: 'Proceed to step 5' });
  await waitEnabled(proceed);
  await page.getByRole('img', { name: /^Cover design 1 of/ }).scrollIntoViewIfNeeded();
  await pause(2500);
  await clickLikeAPerson(page, proceed);
  await page.waitForURL(/\/step5$/);
}

/** The four steps in order; `id` names each step's video file. */
export const JOURNEY = [
  { id: 'characters', path: '/step1', run: characters },
  { id: 'premise', path: '/step2', run: premise },
  { id: 'outline', path: '/step3', run: outline },
  { id: 'cover', path: '/step4', run: cover },
];
