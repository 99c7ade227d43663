import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeFetch, renderWithTheme, sentBodies } from '@storyloom/kit/testing';
import { CharacterEditor } from './CharacterEditor.js';

const saved = {
  name: 'Ada',
  isMainCharacter: true,
  personality: ['Funny'],
  skills: 'Music',
  hobbies: '',
  quirks: '',
  fears: '',
  extraInfo: '',
  gender: 'female',
  age: '9',
  personalityCustom: '',
  skillsCustom: '',
  hobbiesCustom: '',
  funnyQuirksCustom: '',
  fearsCustom: '',
};
const friend = { ...saved, name: 'Milo', isMainCharacter: false, gender: 'male', relation: 'Friend', personality: [] };

async function renderEditor(props: { onSaved?: () => void; onCancel?: () => void } = {}) {
  renderWithTheme(<CharacterEditor onSaved={props.onSaved ?? jest.fn()} onCancel={props.onCancel ?? jest.fn()} />);
  return screen.findByRole('region', { name: 'Main character' });
}

describe('CharacterEditor (exposed as mf_characters/CharacterEditor)', () => {
  it('shows the saved characters and saves the full edited list to the draft', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const fetchMock = installFakeFetch({
      'GET /api/step1': () => ({ body: { characters: [saved, friend] } }),
      'POST /api/step1': () => ({ body: { message: 'Characters saved successfully' } }),
    });
    const main = await renderEditor({ onSaved });
    expect(within(main).getByLabelText(/Character name/)).toHaveValue('Ada');
    expect(screen.getByRole('region', { name: 'Supporting character 1' })).toBeInTheDocument();

    await user.clear(within(main).getByLabelText(/Character name/));
    await user.type(within(main).getByLabelText(/Character name/), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [body] = sentBodies(fetchMock, 'POST', '/api/step1') as Array<{
      characters: Array<{ name: string; relation?: string }>;
    }>;
    expect(body?.characters.map((character) => character.name)).toEqual(['Ada Lovelace', 'Milo']);
    expect(body?.characters[1]?.relation).toBe('Friend');
    expect(JSON.parse(localStorage.getItem('characters')!)[0].name).toBe('Ada Lovelace');
  });

  it('refuses to save a blank name and shows the required message', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'GET /api/step1': () => ({ body: { characters: [saved] } }) });
    await renderEditor();
    await user.clear(screen.getByLabelText(/Character name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('* This field is required. Please fill it to continue')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/step1')).toEqual([]);
  });

  it("shows the server's message when saving fails, and cancels on request", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const onCancel = jest.fn();
    installFakeFetch({
      'GET /api/step1': () => ({ body: { characters: [saved] } }),
      'POST /api/step1': () => ({
        status: 400,
        body: { error: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.' },
      }),
    });
    await renderEditor({ onSaved, onCancel });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
