// Dev-only harness: lets a remote run on its own dev server with the same theme and router the shell gives it.
export { renderStandalone, type StandaloneRoute } from './render-standalone.js';
