export * from './limits.js';
export * from './comma-list.js';
export * from './custom-tags.js';
export * from './character.schema.js';
export * from './stored-character.js';
export * from './replies.js';
export * from './character-id.js';
