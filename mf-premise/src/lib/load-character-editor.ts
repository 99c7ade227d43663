import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteRegistry } from '@storyloom/contracts';
import { apiGet } from '@storyloom/kit';

/** The props of mf_characters' exposed './CharacterEditor' (mf-characters/src/components/CharacterEditor.tsx). */
export interface CharacterEditorProps {
  onCancel: () => void;
  onSaved: () => void;
}

export type CharacterEditorModule = { default: ComponentType<CharacterEditorProps> };

const CHARACTERS_REMOTE = REMOTES['mf-characters'];
/** The manifest URL this remote registered mf_characters with, so a second opening reuses the loaded remote. */
let registeredEntry: string | undefined;

/**
 * Loads Step 1's character editor from the mf-characters remote at run time (remotes never import each other's
 * source). This remote's federation runtime is its own instance, so it registers mf_characters itself from the
 * same registry the shell reads (GET /api/remotes), which also makes it work when mf-premise runs alone.
 * The one module specs replace (jest.unstable_mockModule): jsdom cannot load a federated remote.
 */
export async function loadCharacterEditor(): Promise<CharacterEditorModule> {
  const registry = await apiGet<RemoteRegistry>('/api/remotes');
  const remote = registry.remotes.find((candidate) => candidate.name === CHARACTERS_REMOTE);
  if (!remote) throw new Error(`${CHARACTERS_REMOTE} is not published, so the character editor is unavailable`);
  if (remote.entry !== registeredEntry) {
    // `force` replaces an entry that moved (pinned or rolled back) since the last opening.
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: registeredEntry !== undefined });
    registeredEntry = remote.entry;
  }
  const module = await loadRemote<CharacterEditorModule>(`${CHARACTERS_REMOTE}/CharacterEditor`);
  if (!module?.default) throw new Error(`${CHARACTERS_REMOTE}/CharacterEditor has no default export`);
  return module;
}
