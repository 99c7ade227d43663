import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { completeStepsOneAndTwo } from './wizard-state.js';

/** Steps 1 to 3 through the API (same cookie jar as the page): characters, summary, and a 15-chapter outline. */
export async function completeStepsOneToThree(page: Page) {
  await completeStepsOneAndTwo(page);
  const step3 = await page.request.post('/api/step3', {
    form: { book_size: 'small' },
    headers: { Accept: 'application/json' },
    timeout: 60_000,
  });
  expect(step3.ok()).toBe(true);
}

export interface PhotoFixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A portrait photo made with sharp: a coloured background and a lighter oval where a face would be, so the
 * designer's attention crop has a subject. `hue` makes each photo different.
 */
export async function portraitPhoto(name: string, hue: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<PhotoFixture> {
  const width = 600;
  const height = 800;
  const face = `<svg width="${width}" height="${height}"><ellipse cx="300" cy="330" rx="150" ry="200" fill="hsl(${hue}, 60%, 75%)"/><rect x="120" y="560" width="360" height="240" rx="60" fill="hsl(${(hue + 180) % 360}, 50%, 40%)"/></svg>`;
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40 + (hue % 120), g: 90, b: 140 } },
  }).composite([{ input: Buffer.from(face) }]);
  const buffer = format === 'jpeg' ? await image.jpeg({ quality: 85 }).toBuffer() : await image.png().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** Drops files on a drop zone as a visitor dragging them from the desktop would: a DataTransfer built in the page. */
export async function dropFiles(page: Page, zone: Locator, files: readonly PhotoFixture[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') })),
  );
  await zone.dispatchEvent('drop', { dataTransfer });
}
