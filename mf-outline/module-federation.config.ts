import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { REMOTES } from '@storyloom/contracts';
import { sharedDependencies } from '@storyloom/kit/build';

/** Step 3 (Outline): book size and the generated chapter outline (also served at /OldStep3). */
export default createModuleFederationConfig({
  name: REMOTES['mf-outline'],
  manifest: true,
  exposes: {
    './Step3Page': './src/pages/Step3Page.tsx',
  },
  shared: sharedDependencies,
});
