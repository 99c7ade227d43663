export * from './errors.js';
export * from './remotes.js';
export * from './analytics.js';
export * from './options.js';
export * from './pricing.js';
export * from './characters/index.js';
export * from './health.js';
