// Debian's Chromium for the benches, launched as the browser tests launch it (e2e/support/chromium.mjs).
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium.mjs';

export const launchChromium = () => chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
