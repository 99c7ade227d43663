import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { REMOTES } from '@storyloom/contracts';
import { sharedDependencies } from '@storyloom/kit/build';

/** Step 4 (Cover): photo upload, cover generation and first chapter; the legacy upload and the cover test screen; the sample books' page. */
export default createModuleFederationConfig({
  name: REMOTES['mf-cover'],
  manifest: true,
  exposes: {
    './Step4Page': './src/pages/Step4Page.tsx',
    './OldStep4Page': './src/pages/OldStep4Page.tsx',
    './CoverTestPage': './src/pages/CoverTestPage.tsx',
    './SampleStoryPage': './src/pages/SampleStoryPage.tsx',
  },
  shared: sharedDependencies,
});
