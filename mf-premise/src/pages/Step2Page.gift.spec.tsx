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
import Step2Page from './Step2Page.js';

const SUMMARY = '# The Egg\n## Characters\n@Mira: a %brave% girl';
const characters = [
  { id: 'mira', name: 'Mira', isMainCharacter: true },
  { id: 'rosa', name: 'Rosa', isMainCharacter: false, relation: 'Grandmother' },
];
const story = {
  bookTitle: 'The Egg',
  genre: 'Mystery',
  premise: 'Quest',
  style: 'Lyrical',
  tone: 'Neutral',
  readingLevel: 'Kid',
};
const nothingSaved = (): FakeReply => ({ body: { story: null, story_outline: null } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
});

async function openStep2() {
  renderWithProviders(<Step2Page />, '/step2');
  await screen.findByRole('form', { name: 'Story Details' });
}
const giftToggle = () => screen.getByRole('button', { name: 'About this gift (optional)' });
const occasion = () => screen.getByRole('combobox', { name: 'Occasion' });

describe('Step2Page: About this gift (optional)', () => {
  it('is collapsed until opened, then shows its labelled fields and a field for each character by name', async () => {
    const user = userEvent.setup();
    localStorage.setItem('characters', JSON.stringify(characters));
    installFakeFetch({ 'GET /api/step2': nothingSaved });
    await openStep2();
    expect(giftToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Occasion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^From/ })).not.toBeInTheDocument();

    await user.click(giftToggle());
    expect(giftToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(occasion())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an occasion',
      'Birthday',
      'Holiday',
      'Anniversary',
      'New baby',
      'Retirement',
      'Just because',
      'Custom...',
    ]);
    expect(screen.getByRole('textbox', { name: /^From/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^To/ })).toBeInTheDocument();
    const callNames = screen.getByRole('group', { name: 'What the reader calls each character' });
    expect(within(callNames).getAllByRole('textbox')).toEqual([
      within(callNames).getByRole('textbox', { name: 'Mira' }),
      within(callNames).getByRole('textbox', { name: 'Rosa' }),
    ]);
    expect(screen.getByRole('textbox', { name: /^Things to leave out/ })).toBeInTheDocument();

    await user.click(giftToggle());
    expect(screen.queryByRole('combobox', { name: 'Occasion' })).not.toBeInTheDocument();
  });

  it('sends what was typed with the story details, a custom occasion as its text', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    localStorage.setItem('characters', JSON.stringify(characters));
    const fetchMock = installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': () => ({ stream }) });
    await openStep2();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Genre/ }), 'Mystery');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Premise/ }),
      'A priceless painting vanishes from a locked museum during a storm',
    );
    await user.click(giftToggle());
    await user.selectOptions(occasion(), 'Custom...');
    await user.type(screen.getByRole('textbox', { name: /^Custom occasion/ }), 'Graduation{Enter}');
    expect(occasion()).toHaveValue('Graduation');
    await user.type(screen.getByRole('textbox', { name: /^From/ }), 'Mum and Dad');
    await user.type(screen.getByRole('textbox', { name: 'Rosa' }), 'Grandma');
    await user.type(screen.getByRole('textbox', { name: /^Things to leave out/ }), 'Spiders');
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    stream.done({ story_outline: SUMMARY });
    await screen.findByRole('heading', { name: 'The Egg' });
    const [sent] = sentBodies(fetchMock, 'POST', '/api/step2') as Array<{ gift?: unknown }>;
    expect(sent!.gift).toEqual({
      occasion: 'Graduation',
      from: 'Mum and Dad',
      callNames: { rosa: 'Grandma' },
      avoid: 'Spiders',
    });
  });

  it('keys each call name by the character id, so two characters of one name keep their own', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    const sams = [
      characters[0],
      { id: 'sam-uncle', name: 'Sam', isMainCharacter: false },
      { id: 'sam-cousin', name: 'Sam', isMainCharacter: false },
    ];
    localStorage.setItem('characters', JSON.stringify(sams));
    const fetchMock = installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': () => ({ stream }) });
    await openStep2();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Genre/ }), 'Mystery');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Premise/ }),
      'A priceless painting vanishes from a locked museum during a storm',
    );
    await user.click(giftToggle());
    const [uncle, cousin] = screen.getAllByRole('textbox', { name: 'Sam' });
    await user.type(uncle!, 'Uncle Sam');
    await user.type(cousin!, 'Little Sam');
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    stream.done({ story_outline: SUMMARY });
    await screen.findByRole('heading', { name: 'The Egg' });
    const [sent] = sentBodies(fetchMock, 'POST', '/api/step2') as Array<{ gift?: unknown }>;
    expect(sent!.gift).toEqual({ callNames: { 'sam-uncle': 'Uncle Sam', 'sam-cousin': 'Little Sam' } });
  });

  it('sends no gift when the section was left empty', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    const fetchMock = installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': () => ({ stream }) });
    await openStep2();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Genre/ }), 'Mystery');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Premise/ }),
      'A priceless painting vanishes from a locked museum during a storm',
    );
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    stream.done({ story_outline: SUMMARY });
    await screen.findByRole('heading', { name: 'The Egg' });
    expect(sentBodies(fetchMock, 'POST', '/api/step2')[0]).not.toHaveProperty('gift');
  });

  it("shows what was saved after a reload, with the draft's characters when this browser has none", async () => {
    const user = userEvent.setup();
    const saved = { ...story, gift: { occasion: 'Graduation', to: 'Mira', callNames: { rosa: 'Grandma' } } };
    installFakeFetch({
      'GET /api/step2': () => ({ body: { story: saved, story_outline: SUMMARY } }),
      'GET /api/step1': () => ({ body: { characters } }),
    });
    await openStep2();
    await user.click(giftToggle());
    expect(occasion()).toHaveValue('Graduation');
    expect(screen.getByRole('textbox', { name: /^To/ })).toHaveValue('Mira');
    expect(await screen.findByRole('textbox', { name: 'Rosa' })).toHaveValue('Grandma');
    expect(screen.getByRole('textbox', { name: 'Mira' })).toHaveValue('');
  });

  it('saves a change on its own once the story is saved, when focus leaves the section', async () => {
    const user = userEvent.setup();
    localStorage.setItem('characters', JSON.stringify(characters));
    const fetchMock = installFakeFetch({
      'GET /api/step2': () => ({
        body: { story: { ...story, gift: { occasion: 'Birthday' } }, story_outline: SUMMARY },
      }),
      'PUT /api/story_gift': () => ({ body: { gift: {} } }),
    });
    await openStep2();
    await user.click(giftToggle());
    await user.type(screen.getByRole('textbox', { name: /^To/ }), 'Mira');
    await user.type(screen.getByRole('textbox', { name: 'Rosa' }), 'Nana');
    expect(sentBodies(fetchMock, 'PUT', '/api/story_gift')).toEqual([]);
    await user.click(screen.getByRole('textbox', { name: /^Book title/ }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/story_gift')).toEqual([
        { gift: { occasion: 'Birthday', to: 'Mira', callNames: { rosa: 'Nana' } } },
      ]),
    );
    // Leaving again without a change saves nothing more.
    await user.click(screen.getByRole('textbox', { name: /^From/ }));
    await user.click(screen.getByRole('textbox', { name: /^Book title/ }));
    expect(sentBodies(fetchMock, 'PUT', '/api/story_gift')).toHaveLength(1);
  });

  it('saves nothing on its own before the first summary (the answers go with it)', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'GET /api/step2': nothingSaved });
    await openStep2();
    await user.click(giftToggle());
    await user.type(screen.getByRole('textbox', { name: /^From/ }), 'Dad');
    await user.click(screen.getByRole('textbox', { name: /^Book title/ }));
    expect(sentBodies(fetchMock, 'PUT', '/api/story_gift')).toEqual([]);
  });

  it('is not on /OldStep2', async () => {
    installFakeFetch({ 'GET /api/get_characters': () => ({ body: { success: true, characters: [] } }) });
    renderWithProviders(<OldStep2Page />, '/OldStep2');
    await screen.findByRole('button', { name: 'Generate Outline' });
    expect(screen.queryByRole('button', { name: 'About this gift (optional)' })).not.toBeInTheDocument();
  });
});
