import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { installFakeFetch, sentBodies, renderWithProviders } from '@storyloom/kit/testing';
import OldStep1Page from './OldStep1Page.js';

const ALERT = 'Please fill in all required fields before proceeding. All character information is required.';
const savedReply = () => ({ body: { message: 'Characters saved successfully' } });
const scrollTo = jest.fn();

beforeEach(() => {
  localStorage.clear();
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

const mainCard = () => screen.getByRole('region', { name: 'Main character' });
const supportingCard = (position: number) => screen.getByRole('region', { name: `Supporting character ${position}` });

/** Pastes rather than types: a whole-page re-render per keystroke makes typing slow in jsdom. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillShared(user: UserEvent, card: HTMLElement, name: string) {
  await enter(user, within(card).getByLabelText(/Character name/), name);
  await user.click(within(card).getByRole('radio', { name: 'Male' }));
  await enter(user, within(card).getByLabelText(/Skills/), ' Chess ,, Art ');
  await enter(user, within(card).getByLabelText(/Hobbies/), 'Sailing');
  await enter(user, within(card).getByLabelText(/Funny quirks/), 'Hums');
  await enter(user, within(card).getByLabelText(/Fears/), 'Storms');
  await enter(user, within(card).getByLabelText(/Extra information/), 'Tall');
}

describe('OldStep1Page', () => {
  it('shows the heading, a 4-row extra information box and records its pageview', async () => {
    const fetchMock = installFakeFetch({ 'POST /api/analytics/pageview': () => ({ status: 204 }) });
    renderWithProviders(<OldStep1Page />, '/OldStep1');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Main Characters' })).toBeInTheDocument();
    expect(within(mainCard()).getByLabelText(/Extra information/)).toHaveAttribute('rows', '4');
    expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([
      { page: '/OldStep1', title: 'Old Step 1' },
    ]);
  });

  it('shows the spec messages and the top alert on an empty submit, and stays', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'POST /api/step1': savedReply });
    renderWithProviders(<OldStep1Page />, '/OldStep1');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));

    expect(screen.getByText(ALERT)).toBeInTheDocument();
    expect(within(mainCard()).getByText('This field is required')).toBeInTheDocument();
    expect(within(mainCard()).getByText('Please select a gender')).toBeInTheDocument();
    expect(within(mainCard()).getByText('Please select an age range')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(sentBodies(fetchMock, 'POST', '/api/step1')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByText(ALERT)).not.toBeInTheDocument();
  });

  it('keeps the alert when only unflagged fields are missing', async () => {
    const user = userEvent.setup();
    installFakeFetch({ 'POST /api/step1': savedReply });
    renderWithProviders(<OldStep1Page />, '/OldStep1');
    await enter(user, within(mainCard()).getByLabelText(/Character name/), 'Ada');
    await user.click(within(mainCard()).getByRole('radio', { name: 'Female' }));
    await user.selectOptions(within(mainCard()).getByLabelText(/Age range/), 'teenager');
    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));
    expect(screen.getByText(ALERT)).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('saves the mapped characters to the draft and moves to /step2 when everything is filled', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'POST /api/step1': savedReply });
    renderWithProviders(<OldStep1Page />, '/OldStep1');
    await fillShared(user, mainCard(), 'Ada');
    await user.selectOptions(within(mainCard()).getByLabelText(/Age range/), 'young-adult');
    await enter(user, within(mainCard()).getByLabelText(/Personality/), 'Brave, curious');

    await user.click(screen.getByRole('button', { name: '+ ADD CHARACTER' }));
    await fillShared(user, supportingCard(1), 'Bo');
    await enter(user, within(supportingCard(1)).getByLabelText(/^Age/), '12');
    await user.selectOptions(within(supportingCard(1)).getByLabelText(/Relation/), 'Cousin');
    await user.selectOptions(within(supportingCard(1)).getByLabelText(/Personality/), 'Funny');
    // Leaving a list box tidies it to what will be saved.
    expect(within(mainCard()).getByLabelText(/Skills/)).toHaveValue('Chess, Art');

    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));
    expect(await screen.findByText('Step 2 page')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/step1')).toEqual([
      {
        characters: [
          expect.objectContaining({
            name: 'Ada',
            isMainCharacter: true,
            age: 'young-adult',
            gender: 'male',
            personality: ['Brave', 'curious'],
            skills: 'Chess, Art',
          }),
          expect.objectContaining({
            name: 'Bo',
            isMainCharacter: false,
            age: '12',
            relation: 'Cousin',
            personality: ['Funny'],
            extraInfo: 'Tall',
          }),
        ],
      },
    ]);
  });

  it("shows the API's reason in the alert when the draft refuses the characters", async () => {
    const user = userEvent.setup();
    const refusal = {
      error: 'VALIDATION_FAILED',
      message: 'characters.0.personality.0: Each Personality entry must be at most 100 characters',
    };
    installFakeFetch({ 'POST /api/step1': () => ({ status: 400, body: refusal }) });
    renderWithProviders(<OldStep1Page />, '/OldStep1');
    await fillShared(user, mainCard(), 'Ada');
    await user.selectOptions(within(mainCard()).getByLabelText(/Age range/), 'adult');
    await enter(user, within(mainCard()).getByLabelText(/Personality/), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Proceed to step 2' }));
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(screen.queryByText('Step 2 page')).not.toBeInTheDocument();
  });
});
