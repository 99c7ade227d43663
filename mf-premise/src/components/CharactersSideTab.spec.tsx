import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithTheme } from '@storyloom/kit/testing';
import type { CharacterEditorModule, CharacterEditorProps } from '../lib/load-character-editor.js';

/*
 * jsdom cannot load a federated remote, so the one module that does (load-character-editor) is replaced by a
 * stand-in editor with the exposed editor's props. The editor itself is tested in mf-characters
 * (CharacterEditor.spec.tsx); here it is the drawer: opening, loading, closing, focus, saving and load failure.
 */
const loadCharacterEditor = jest.fn<() => Promise<CharacterEditorModule>>();
jest.unstable_mockModule('../lib/load-character-editor.js', () => ({ loadCharacterEditor }));
const { CharactersSideTab } = await import('./CharactersSideTab.js');
const { EDITOR_UNAVAILABLE_MESSAGE } = await import('./CharactersDrawer.js');

function StandInEditor({ onCancel, onSaved }: CharacterEditorProps) {
  return (
    <section aria-label="Character editor">
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" onClick={onSaved}>
        Save Changes
      </button>
    </section>
  );
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'CHARACTERS' }));
  return screen.getByRole('dialog', { name: 'Characters' });
}

describe('CharactersSideTab', () => {
  beforeEach(() => {
    loadCharacterEditor.mockReset();
    loadCharacterEditor.mockResolvedValue({ default: StandInEditor });
  });

  it("opens a drawer with mf-characters' editor, and closes it with the page told once the editor saved", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithTheme(<CharactersSideTab onSaved={onSaved} />);
    expect(loadCharacterEditor).not.toHaveBeenCalled();
    const drawer = await openDrawer(user);
    await within(drawer).findByRole('region', { name: 'Character editor' });
    expect(loadCharacterEditor).toHaveBeenCalledTimes(1);

    await user.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes without telling the page when the editor's Cancel is pressed", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithTheme(<CharactersSideTab onSaved={onSaved} />);
    const drawer = await openDrawer(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a clear message in the drawer when the editor cannot be loaded, and tries again on the next opening', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadCharacterEditor.mockRejectedValueOnce(new Error('mf_characters is not published'));
    renderWithTheme(<CharactersSideTab onSaved={jest.fn()} />);
    const drawer = await openDrawer(user);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(EDITOR_UNAVAILABLE_MESSAGE);

    await user.click(within(drawer).getByRole('button', { name: 'Close characters' }));
    const reopened = await openDrawer(user);
    await within(reopened).findByRole('region', { name: 'Character editor' });
    expect(loadCharacterEditor).toHaveBeenCalledTimes(2);
    jest.mocked(console.error).mockRestore();
  });

  it('keeps keyboard focus inside, closes on Escape and returns focus to the tab', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CharactersSideTab onSaved={jest.fn()} />);
    const drawer = await openDrawer(user);
    await within(drawer).findByRole('region', { name: 'Character editor' });
    const close = within(drawer).getByRole('button', { name: 'Close characters' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CHARACTERS' })).toHaveFocus();
  });
});
