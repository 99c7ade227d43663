export * from './limits.js';
export * from './outline-tags.js';
export * from './outline-chapter.schema.js';
export * from './detailed-outline-text.js';
export * from './replies.js';
