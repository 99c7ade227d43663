import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Dialog } from '@storyloom/kit/dialog';
import { loadCharacterEditor } from '../lib/load-character-editor.js';

/** Shown when mf-characters cannot be reached (not published, offline, or mf-premise running alone without it). */
export const EDITOR_UNAVAILABLE_MESSAGE =
  'The character editor could not be loaded. Please close this panel and try again.';

interface CharactersDrawerProps {
  onClose: () => void;
  /** Called after the draft accepted the edited characters. */
  onSaved: () => void;
}

/**
 * The CHARACTERS drawer: Step 1's character editor (exposed by mf-characters, loaded at run time) in a drawer.
 * Mounted only while open, so each opening loads the characters as saved and retries a failed load.
 */
export function CharactersDrawer({ onClose, onSaved }: CharactersDrawerProps) {
  const CharacterEditor = useMemo(() => lazy(loadCharacterEditor), []);
  return (
    <Dialog title="Characters" closeLabel="Close characters" placement="drawer" onClose={onClose}>
      <LoadFailure>
        <Suspense fallback={<Status role="status">Loading the character editor...</Status>}>
          <CharacterEditor onCancel={onClose} onSaved={onSaved} />
        </Suspense>
      </LoadFailure>
    </Dialog>
  );
}

/** Turns a failed remote load into a message inside the drawer instead of an error that blanks the page. */
class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorText role="alert">{EDITOR_UNAVAILABLE_MESSAGE}</ErrorText> : this.props.children;
  }
}

/** The drawer leaves padding to its content (the editor lays out its own), so these messages bring theirs. */
const Status = styled.p`
  margin: 0;
  padding: ${(props) => props.theme.space(3)};
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${(props) => props.theme.space(3)};
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
`;
