import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@storyloom/kit/build';
import federation from './module-federation.config.js';

const appConfig = createAppConfig({ appDir: import.meta.dirname, kind: 'remote', federation });

/**
 * The tutorial videos and their posters (src/how-it-works/tutorials) are files of their own, named by their content:
 * a re-recorded video gets a new name, so browsers may keep every version for good (the remote's folder is served
 * immutable). Only this remote has media, so the rule lives here rather than in the kit's shared configuration.
 */
const mediaRule = {
  test: /\.(webm|webp)$/,
  type: 'asset/resource',
  generator: { filename: 'static/media/[name].[contenthash:8][ext]' },
} as const;

export default (...args: Parameters<typeof appConfig>): Configuration => {
  const config = appConfig(...args);
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), mediaRule] } };
};
