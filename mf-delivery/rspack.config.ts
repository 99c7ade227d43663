import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@storyloom/kit/build';
import federation from './module-federation.config.js';

const base = createAppConfig({ appDir: import.meta.dirname, kind: 'remote', federation });

/**
 * `import url from '...?url'`: the file is emitted as it is, named by its content, and the import is its URL. The
 * proof page loads pdf.js and its worker this way (src/proof/pdf-library.ts): a library the browser fetches only on
 * that page, outside the remote's own code and its chunks.
 */
const assetUrlRule = {
  resourceQuery: /^\?url$/,
  type: 'asset/resource',
  generator: { filename: 'static/assets/[name].[contenthash:8][ext]' },
} as const;

/**
 * The order pages (success, status) and the operators' orders page share code (order facts, money, the API calls)
 * too small for the default split (20 KB), so each exposed page carried its own copy; splitting from 1 KB counts it
 * once in the remote's own code, which has a 50 KB gzipped budget (README "Performance budgets").
 */
export default (...args: Parameters<typeof base>): Configuration => {
  const config = base(...args);
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), assetUrlRule] };
  if (config.mode === 'production' || (args[1]?.mode ?? process.env.NODE_ENV) === 'production') {
    config.optimization = { ...config.optimization, splitChunks: { chunks: 'async', minSize: 1000 } };
  }
  return config;
};
