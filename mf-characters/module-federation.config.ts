import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { EXPOSED_COMPONENTS, REMOTES } from '@storyloom/contracts';
import { sharedDependencies } from '@storyloom/kit/build';

/**
 * Step 1 (Characters): the main- and supporting-character forms, current and legacy, and the character editor
 * Step 2's CHARACTERS drawer loads at run time.
 */
export default createModuleFederationConfig({
  name: REMOTES['mf-characters'],
  manifest: true,
  exposes: {
    './Step1Page': './src/pages/Step1Page.tsx',
    './OldStep1Page': './src/pages/OldStep1Page.tsx',
    // Loaded by other remotes; its props are the contract's CharacterEditorProps.
    [EXPOSED_COMPONENTS.CharacterEditor.expose]: './src/components/CharacterEditor.tsx',
  },
  shared: sharedDependencies,
});
