export * from './errors.js';
export * from './storable-text.js';
export * from './remotes.js';
export * from './exposed-components.js';
export * from './browser-storage.js';
export * from './analytics.js';
export * from './options.js';
export * from './pricing.js';
export * from './characters/index.js';
export * from './story/index.js';
export * from './outline/index.js';
export * from './cover/index.js';
export * from './health.js';
export * from './draft-progress.js';
export * from './accounts.js';
export * from './digital-edition.js';
export * from './contact.js';
export * from './site.js';
/**
 * zod itself, for the contract's other entries (`@storyloom/contracts/delivery`): they import it from here, so a
 * remote that uses them takes the zod inside the shared contract the shell provides instead of bundling a second
 * copy (22 KB gzipped) into its own code.
 */
export { z } from 'zod';
export * from './samples.js';
export * from './printable-text.js';
