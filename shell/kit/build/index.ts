// Build-time helpers (node only): the rspack factory and the shared-dependency list every front end uses.
export { createAppConfig, type AppConfigOptions } from './rspack-app-config.js';
export {
  sharedDependencies,
  sharedDependenciesFor,
  SHARED_DEPENDENCY_NAMES,
  PLATFORM_SINGLETONS,
  CONTRACTS,
} from './shared-dependencies.js';
export { DEV_SERVER_PORTS } from './dev-ports.js';
export { remoteDependencies } from './remote-dependencies.js';
