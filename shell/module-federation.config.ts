import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from '@storyloom/kit/build';
import { fileURLToPath } from 'node:url';

/**
 * The host. It compiles in no remote URL: remotes are registered at run time from GET /api/remotes, so a
 * platform engineer can pin or roll back a remote version without rebuilding the shell.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  // The host exposes nothing; its manifest lists the shared modules it provides, which publishing a remote
  // checks the remote's needs against (api/scripts/publish-remote.mjs).
  manifest: true,
  shared: sharedDependencies,
  runtimePlugins: [fileURLToPath(new URL('./src/runtime-plugins/remote-load-retry.ts', import.meta.url))],
});
