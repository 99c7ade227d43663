// How every browser this repository drives is launched: by the browser tests (playwright.config.ts), the tutorial
// recorder (e2e/tutorials/record-tutorials.mjs) and the benches (e2e/bench/chromium.mjs).
export const CHROMIUM_LAUNCH_OPTIONS = {
  // Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
