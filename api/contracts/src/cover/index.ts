export * from './limits.js';
export * from './replies.js';
