import type { Locator } from '@playwright/test';

/**
 * The natural size of `image` once the browser has loaded and decoded it (HTMLImageElement.decode(), the browser's
 * own promise: nothing read again on a timer); 0 × 0 when it could not, as a missing or broken file has no pixels.
 */
export function decodedSize(image: Locator): Promise<{ width: number; height: number }> {
  return image.evaluate((element: HTMLImageElement) =>
    element.decode().then(
      () => ({ width: element.naturalWidth, height: element.naturalHeight }),
      () => ({ width: 0, height: 0 }),
    ),
  );
}
