import type { ComponentType } from 'react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  EXPOSED_COMPONENTS,
  REMOTES,
  exposedComponentId,
  type CharacterEditorProps,
  type RemoteRegistry,
} from '@storyloom/contracts';
import { apiGet } from '@storyloom/kit';

export type { CharacterEditorProps };
export type CharacterEditorModule = { default: ComponentType<CharacterEditorProps> };

const CHARACTERS_REMOTE = REMOTES[EXPOSED_COMPONENTS.CharacterEditor.remote];
const CHARACTER_EDITOR_ID = exposedComponentId('CharacterEditor');

/** The entry this remote's federation runtime knows mf_characters by: the declared build-time one, or the last served. */
function registeredEntry(name: string): string | undefined {
  const registered = getInstance()?.options.remotes.find((candidate) => candidate.name === name);
  return registered && 'entry' in registered ? registered.entry : undefined;
}

/**
 * Loads Step 1's character editor from the mf-characters remote at run time (remotes never import each other's
 * source). The dependency is declared in this remote's module-federation config with the version it was built
 * against; the version served is the registry's (GET /api/remotes, the same the shell reads), so a pin or rollback
 * of mf-characters applies here too, also when mf-premise runs alone.
 * The one module specs replace (jest.unstable_mockModule): jsdom cannot load a federated remote.
 */
export async function loadCharacterEditor(): Promise<CharacterEditorModule> {
  const registry = await apiGet<RemoteRegistry>('/api/remotes');
  const remote = registry.remotes.find((candidate) => candidate.name === CHARACTERS_REMOTE);
  if (!remote) throw new Error(`${CHARACTERS_REMOTE} is not published, so the character editor is unavailable`);
  const registered = registeredEntry(remote.name);
  if (registered !== remote.entry) {
    // `force` replaces the declared build-time entry, or one that moved (pinned or rolled back) since the last
    // opening, with the one served now; the same entry again reuses the loaded remote.
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: registered !== undefined });
  }
  const module = await loadRemote<CharacterEditorModule>(CHARACTER_EDITOR_ID);
  if (!module?.default) throw new Error(`${CHARACTER_EDITOR_ID} has no default export`);
  return module;
}
