import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeFetch, sentBodies, renderWithProviders } from '@storyloom/kit/testing';
import Step1Page from './Step1Page.js';

const REQUIRED = '* This field is required. Please fill it to continue';
const savedReply = { body: { message: 'Characters saved successfully' } };
const noDraft = () => ({ body: { characters: [] } });
const scrollIntoView = jest.fn();

beforeEach(() => {
  localStorage.clear();
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function openStep1() {
  renderWithProviders(<Step1Page />, '/step1');
  return screen.findByRole('form', { name: 'Characters' });
}
const mainCard = () => screen.getByRole('region', { name: 'Main character' });
const supportingCard = (position: number) => screen.getByRole('region', { name: `Supporting character ${position}` });

describe('Step1Page', () => {
  it('shows the heading and step 1 of the indicator, and records a pageview', async () => {
    const fetchMock = installFakeFetch({
      'GET /api/step1': noDraft,
      'POST /api/analytics/pageview': () => ({ status: 204 }),
    });
    await openStep1();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Main Characters' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Progress' }))
        .getByText('Characters')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([{ page: '/step1', title: 'Step 1' }]);
  });

  it('clears the stored step 2 form data and story outline on opening', async () => {
    localStorage.setItem('story_params', '{"genre":"Fantasy"}');
    localStorage.setItem('story_outline', 'Chapter 1');
    installFakeFetch({ 'GET /api/step1': noDraft });
    await openStep1();
    expect(localStorage.getItem('story_params')).toBeNull();
    expect(localStorage.getItem('story_outline')).toBeNull();
  });

  it('shows required-name errors only after the first attempt, and stays on the page', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'GET /api/step1': noDraft, 'POST /api/step1': () => savedReply });
    await openStep1();
    await user.click(screen.getByRole('button', { name: '+ ADD CHARACTER' }));
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();

    await user.type(within(supportingCard(1)).getByLabelText(/Character name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));

    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(within(mainCard()).getByLabelText(/Character name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(mainCard()).getByLabelText(/Character name/)).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(scrollIntoView.mock.contexts[0]).toBe(within(mainCard()).getByLabelText(/Character name/));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      `Main character, Character name: ${REQUIRED}`,
    );
    expect(sentBodies(fetchMock, 'POST', '/api/step1')).toEqual([]);
    expect(screen.queryByText('Step 2 page')).not.toBeInTheDocument();

    await user.type(within(mainCard()).getByLabelText(/Character name/), 'Ada');
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
  });

  it('saves locally, posts the saved form and moves to /step2 on the success message', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'GET /api/step1': noDraft, 'POST /api/step1': () => savedReply });
    await openStep1();
    await user.type(within(mainCard()).getByLabelText(/Character name/), 'Ada');
    await user.click(within(mainCard()).getByRole('radio', { name: 'Female' }));
    await user.click(within(mainCard()).getByRole('button', { name: 'Increase age' }));
    await user.click(within(mainCard()).getByRole('button', { name: /choose personality/i }));
    await user.click(within(mainCard()).getByRole('checkbox', { name: /custom\.\.\./i }));
    await user.type(within(mainCard()).getByRole('textbox', { name: 'Custom personality' }), 'Loves tea{Enter}');

    await user.click(screen.getByRole('button', { name: '+ ADD CHARACTER' }));
    await user.type(within(supportingCard(1)).getByLabelText(/Character name/), 'Bo');
    await user.selectOptions(within(supportingCard(1)).getByLabelText('Relationship to Main'), 'Custom...');
    await user.type(within(supportingCard(1)).getByLabelText('Custom relationship'), 'Rival');
    await user.click(within(supportingCard(1)).getByRole('button', { name: 'Show advanced options' }));
    await user.click(within(supportingCard(1)).getByRole('button', { name: 'Add Sports to skills' }));

    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));

    expect(await screen.findByText('Step 2 page')).toBeInTheDocument();
    const [posted] = sentBodies(fetchMock, 'POST', '/api/step1') as [{ characters: unknown[] }];
    expect(posted.characters).toEqual([
      expect.objectContaining({
        name: 'Ada',
        isMainCharacter: true,
        gender: 'female',
        age: '1',
        personality: ['Loves tea'],
      }),
      expect.objectContaining({
        name: 'Bo',
        isMainCharacter: false,
        relation: 'Rival',
        skills: 'Sports',
        gender: 'unselected',
      }),
    ]);
    expect(posted.characters[0]).not.toHaveProperty('relation');
    expect(JSON.parse(localStorage.getItem('characters') ?? '[]')).toEqual(posted.characters);
  });

  it.each([
    ['an unexpected message', { body: { message: 'Something else' } }],
    ['a server error', { status: 500, body: { error: 'INTERNAL', message: 'Boom' } }],
  ])('stays on the form and scrolls to it after %s, with no message', async (_, reply) => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/step1': noDraft, 'POST /api/step1': () => reply });
    await openStep1();
    await user.type(within(mainCard()).getByLabelText(/Character name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to step 2' })).toBeEnabled());
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.queryByText('Step 2 page')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Saving...' while the save is under way", async () => {
    const user = userEvent.setup();
    let answer: (reply: typeof savedReply) => void = () => undefined;
    installFakeFetch({
      'GET /api/step1': noDraft,
      'POST /api/step1': () => new Promise((resolve) => (answer = resolve)),
    });
    await openStep1();
    await user.type(within(mainCard()).getByLabelText(/Character name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(savedReply);
    expect(await screen.findByText('Step 2 page')).toBeInTheDocument();
  });

  it("restores the server draft's characters, and keeps this browser's copy in line with them", async () => {
    localStorage.setItem('characters', JSON.stringify([{ name: 'An old name', isMainCharacter: true }]));
    installFakeFetch({
      'GET /api/step1': () => ({
        body: {
          characters: [
            {
              name: 'Ada',
              isMainCharacter: true,
              personality: ['Funny', 'Loves tea'],
              skills: 'Art',
              age: '9',
              gender: 'female',
            },
            { name: 'Bo', isMainCharacter: false, relation: 'Mentor', fears: 'Heights, Dark rooms' },
          ],
        },
      }),
    });
    await openStep1();
    expect(within(mainCard()).getByLabelText(/Character name/)).toHaveValue('Ada');
    expect(within(mainCard()).getByRole('textbox', { name: 'Age' })).toHaveValue('9');
    expect(within(mainCard()).getByText('Loves tea (custom)')).toBeInTheDocument();
    expect(within(supportingCard(1)).getByLabelText(/Character name/)).toHaveValue('Bo');
    expect(within(supportingCard(1)).getByLabelText('Relationship to Main')).toHaveValue('Mentor');
    expect(
      JSON.parse(localStorage.getItem('characters') ?? '[]').map((character: { name: string }) => character.name),
    ).toEqual(['Ada', 'Bo']);
  });

  it('sends each restored character back under its saved id, renamed or not, and a new one under a fresh id', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({
      'GET /api/step1': () => ({
        body: {
          characters: [
            { id: 'ada', name: 'Ada', isMainCharacter: true },
            { id: 'bo', name: 'Bo', isMainCharacter: false, relation: 'Mentor' },
          ],
        },
      }),
      'POST /api/step1': () => savedReply,
    });
    await openStep1();
    await user.clear(within(supportingCard(1)).getByLabelText(/Character name/));
    await user.type(within(supportingCard(1)).getByLabelText(/Character name/), 'Bob');
    await user.click(screen.getByRole('button', { name: '+ ADD CHARACTER' }));
    await user.type(within(supportingCard(2)).getByLabelText(/Character name/), 'Cy');
    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));

    expect(await screen.findByText('Step 2 page')).toBeInTheDocument();
    const [posted] = sentBodies(fetchMock, 'POST', '/api/step1') as [
      { characters: Array<{ id: string; name: string }> },
    ];
    expect(posted.characters.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'ada', name: 'Ada' },
      { id: 'bo', name: 'Bob' },
      { id: expect.stringMatching(/^c-[0-9a-f]{18}$/), name: 'Cy' },
    ]);
  });

  it('falls back to the locally stored characters when the server has none or fails', async () => {
    localStorage.setItem('characters', JSON.stringify([{ name: 'Local Ada', isMainCharacter: true }]));
    installFakeFetch({ 'GET /api/step1': () => ({ status: 500, body: { error: 'INTERNAL', message: 'Down' } }) });
    await openStep1();
    expect(within(mainCard()).getByLabelText(/Character name/)).toHaveValue('Local Ada');
  });

  it('adds, collapses and removes supporting characters', async () => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/step1': noDraft });
    await openStep1();
    await user.click(screen.getByRole('button', { name: '+ ADD CHARACTER' }));
    await user.click(screen.getByRole('button', { name: '+ ADD CHARACTER' }));
    await user.type(within(supportingCard(2)).getByLabelText(/Character name/), 'Second');
    const toggle = within(supportingCard(2)).getByRole('button', { name: 'Show advanced options' });
    expect(within(supportingCard(2)).queryByText('Skills')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(supportingCard(2)).getByText('Skills')).toBeInTheDocument();
    expect(within(supportingCard(2)).getByRole('button', { name: 'Hide advanced options' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Remove supporting character 1' }));
    expect(within(supportingCard(1)).getByLabelText(/Character name/)).toHaveValue('Second');
    expect(screen.queryByRole('region', { name: 'Supporting character 2' })).not.toBeInTheDocument();
  });

  it('clears the custom relationship when another relationship is chosen', async () => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/step1': noDraft });
    await openStep1();
    await user.click(screen.getByRole('button', { name: '+ ADD CHARACTER' }));
    const select = within(supportingCard(1)).getByLabelText('Relationship to Main');
    await user.selectOptions(select, 'Custom...');
    await user.type(within(supportingCard(1)).getByLabelText('Custom relationship'), 'Rival');
    await user.selectOptions(select, 'Friend');
    await user.selectOptions(select, 'Custom...');
    expect(within(supportingCard(1)).getByLabelText('Custom relationship')).toHaveValue('');
  });
});
