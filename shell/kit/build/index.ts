// Build-time helpers (node only): the rspack factory and the shared-dependency list every front end uses.
export { createAppConfig, type AppConfigOptions } from './rspack-app-config.js';
export { sharedDependencies, SHARED_DEPENDENCY_NAMES } from './shared-dependencies.js';
export { DEV_SERVER_PORTS } from './dev-ports.js';
export { remoteDependencies } from './remote-dependencies.js';
