// Debian's Chromium for the benches, never a downloaded browser; the flags keep it off the (closed) network.
import { chromium } from '@playwright/test';

/** Shared with the Lighthouse bench, which starts Chromium through chrome-launcher instead of Playwright. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
