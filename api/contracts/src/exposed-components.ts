import { REMOTES, type RemotePackageName } from './remotes.js';

/**
 * Components one remote exposes for another remote to load at run time, and their props. Both sides read them
 * from here: the exposing remote's module-federation config and component, and the loading remote's declared
 * `remotes` and loader, so a change to the props is a contract change both builds see.
 */
export const EXPOSED_COMPONENTS = {
  /** Step 1's character editor; Step 2's CHARACTERS drawer loads it. */
  CharacterEditor: { remote: 'mf-characters', expose: './CharacterEditor' },
} as const satisfies Record<string, { remote: RemotePackageName; expose: `./${string}` }>;

export type ExposedComponentName = keyof typeof EXPOSED_COMPONENTS;

/** The id `loadRemote` takes for an exposed component, e.g. `mf_characters/CharacterEditor`. */
export function exposedComponentId(component: ExposedComponentName): string {
  const { remote, expose } = EXPOSED_COMPONENTS[component];
  return `${REMOTES[remote]}/${expose.slice('./'.length)}`;
}

/** Props of mf-characters' `./CharacterEditor`: the visitor's saved characters, edited and saved as a whole list. */
export interface CharacterEditorProps {
  onCancel: () => void;
  /** Called after the draft accepted the full list. */
  onSaved: () => void;
}
