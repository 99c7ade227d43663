import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { REMOTES } from '@storyloom/contracts';
import { sharedDependencies } from '@storyloom/kit/build';

/** Step 2 (Premise): the story-details form and the generated summary. */
export default createModuleFederationConfig({
  name: REMOTES['mf-premise'],
  manifest: true,
  exposes: {
    './Step2Page': './src/pages/Step2Page.tsx',
    './OldStep2Page': './src/pages/OldStep2Page.tsx',
  },
  shared: sharedDependencies,
});
