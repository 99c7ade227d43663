import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { EXPOSED_COMPONENTS, REMOTES } from '@storyloom/contracts';
import { remoteDependencies, sharedDependencies } from '@storyloom/kit/build';

/**
 * Step 2 (Premise): the story-details form and the generated summary. Its CHARACTERS drawer loads mf-characters'
 * CharacterEditor at run time, declared here so the manifest and the registry know this remote depends on it.
 */
export default createModuleFederationConfig({
  name: REMOTES['mf-premise'],
  manifest: true,
  exposes: {
    './Step2Page': './src/pages/Step2Page.tsx',
    './OldStep2Page': './src/pages/OldStep2Page.tsx',
  },
  remotes: remoteDependencies([EXPOSED_COMPONENTS.CharacterEditor.remote]),
  shared: sharedDependencies,
});
