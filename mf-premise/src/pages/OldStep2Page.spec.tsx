import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  FakeEventStream,
  installFakeFetch,
  sentBodies,
  type FakeReply,
  renderWithProviders,
} from '@storyloom/kit/testing';
import OldStep2Page from './OldStep2Page.js';

const ada = {
  name: 'Ada',
  isMainCharacter: true,
  personality: 'Funny, Curious',
  skills: 'Music',
  hobbies: '',
  quirks: 'Hums',
  fears: '',
  extraInfo: 'Loves tea',
};
const characters = (): FakeReply => ({
  body: { success: true, characters: [ada, { ...ada, name: 'Milo', isMainCharacter: false }] },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
});

function openOldStep2() {
  renderWithProviders(<OldStep2Page />, '/OldStep2');
}
const generateButton = () => screen.getByRole('button', { name: 'Generate Outline' });
const proceedButton = () => screen.getByRole('button', { name: 'Proceed to step 3' });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Book title/ }), 'The Lantern');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Genre/ }), 'custom');
  await user.type(screen.getByRole('textbox', { name: /^Custom genre/ }), 'Cosy mystery');
  await user.type(screen.getByRole('textbox', { name: /^Premise/ }), 'A lighthouse keeper finds a door in the sea');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Style/ }), 'Plot-driven');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Tone/ }), 'Mysterious');
}

describe('OldStep2Page', () => {
  it('offers its own lists and a 1 to 5 reading level starting at Kid, and requires every field', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'GET /api/get_characters': characters });
    openOldStep2();
    const genre = screen.getByRole('combobox', { name: /^Genre/ });
    expect(
      within(genre)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a genre', 'Fantasy', 'Sci-Fi', 'Thriller', 'Romance', 'Historical', 'custom']);
    const level = screen.getByRole('slider', { name: 'Reading level' });
    expect(level).toHaveAttribute('aria-valuetext', 'Kid');
    expect(level).toHaveAttribute('max', '4');

    await user.click(generateButton());
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    await user.selectOptions(genre, 'custom');
    expect(screen.getByRole('textbox', { name: /^Custom genre/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST', '/api/generate_outline')).toEqual([]);
    expect(proceedButton()).toBeDisabled();
  });

  it("shows the first loaded character in the 'Characters' dialog with only the sections it has", async () => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/get_characters': characters });
    openOldStep2();
    const opener = screen.getByRole('button', { name: 'Characters' });
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/api/get_characters', expect.anything()));
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Characters' });
    expect(within(dialog).getByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(within(dialog).getByText('MAIN')).toBeInTheDocument();
    expect(within(dialog).queryByText('Milo')).not.toBeInTheDocument();
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Personality', 'Skills', 'Funny Quirks', 'Extra Information']);
    expect(within(dialog).getByText('Loves tea')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('only logs a character load failure', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeFetch({ 'GET /api/get_characters': () => ({ status: 500 }) });
    openOldStep2();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Characters' }));
    expect(within(screen.getByRole('dialog')).getByText(/No characters found/)).toBeInTheDocument();
  });

  it("streams the outline with 'Generating...' meanwhile, sends custom values in place and then allows proceeding", async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    const fetchMock = installFakeFetch({
      'GET /api/get_characters': characters,
      'POST /api/generate_outline': () => ({ stream }),
    });
    openOldStep2();
    await fillForm(user);
    await user.click(generateButton());

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    stream.text('# The Lantern\n');
    expect(await screen.findByRole('heading', { name: 'The Lantern' })).toBeInTheDocument();
    expect(proceedButton()).toBeDisabled();
    stream.done({ success: true, outline: '# The Lantern\n$ A door in the sea' });

    await waitFor(() => expect(proceedButton()).toBeEnabled());
    expect(within(screen.getByRole('region', { name: 'Story Summary' })).getByRole('listitem')).toHaveTextContent(
      'A door in the sea',
    );
    expect(localStorage.getItem('story_outline')).toBe('# The Lantern\n$ A door in the sea');
    expect(sentBodies(fetchMock, 'POST', '/api/generate_outline')).toEqual([
      {
        bookTitle: 'The Lantern',
        genre: 'Cosy mystery',
        customGenre: 'Cosy mystery',
        premise: 'A lighthouse keeper finds a door in the sea',
        customPremise: 'A lighthouse keeper finds a door in the sea',
        tone: 'Mysterious',
        customTone: '',
        style: 'Plot-driven',
        customStyle: '',
        readingLevel: 1,
      },
    ]);
    await user.click(proceedButton());
    expect(screen.getByText('Step 3 page')).toBeInTheDocument();
  });

  it.each([
    [
      'success false',
      (): FakeReply => ({
        status: 502,
        body: { success: false, error: 'WRITER_FAILED', message: 'The writer failed.' },
      }),
    ],
    ['an empty outline', (): FakeReply => ({ body: { success: true, outline: '  ' } })],
  ])("shows 'Error generating outline' for %s", async (_case, reply) => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/get_characters': characters, 'POST /api/generate_outline': reply });
    openOldStep2();
    await fillForm(user);
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error generating outline');
    expect(generateButton()).toBeEnabled();
    expect(proceedButton()).toBeDisabled();
  });
});
