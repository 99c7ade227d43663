export * from './limits.js';
export * from './premise-options.js';
export * from './gift-details.js';
export * from './story-details.js';
export * from './step2.schema.js';
export * from './generate-outline.schema.js';
export * from './summary-format.js';
export * from './stream-events.js';
