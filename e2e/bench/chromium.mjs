// Debian's Chromium for the benches, launched as the browser tests launch it (e2e/support/chromium.mjs).
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium.mjs';

/** Shared with the Lighthouse bench, which starts Chromium through chrome-launcher instead of Playwright. */
export const CHROMIUM_ARGS = CHROMIUM_LAUNCH_OPTIONS.args;

export const chromiumPath = () => CHROMIUM_LAUNCH_OPTIONS.executablePath;

export const launchChromium = () => chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
