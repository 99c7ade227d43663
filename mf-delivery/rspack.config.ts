import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { DELIVERY_COUNTRY_CODES } from '@storyloom/contracts/delivery';
import { createAppConfig } from '@storyloom/kit/build';
import federation from './module-federation.config.js';

const appConfig = createAppConfig({ appDir: import.meta.dirname, kind: 'remote', federation });

/**
 * The kit's configuration, plus one rule: the phone checks the contract runs (libphonenumber-js) carry the
 * numbering plans of the delivery countries only (build/phone-metadata-loader.cjs).
 */
export default (...args: Parameters<typeof appConfig>): Configuration => {
  const config = appConfig(...args);
  config.module!.rules!.push({
    test: /libphonenumber-js[\\/]metadata\.min\.json\.js$/,
    loader: fileURLToPath(new URL('./build/phone-metadata-loader.cjs', import.meta.url)),
    options: { countries: DELIVERY_COUNTRY_CODES },
  });
  return config;
};
