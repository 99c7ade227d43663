// Loads / in Debian's Chromium and adds up every JavaScript file it fetched, gzipped as a server would send it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export async function measureFirstLoad(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const bodies = await Promise.all(scripts);
    return { files: bodies.length, gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) };
  } finally {
    await browser.close();
  }
}
