import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  FakeEventStream,
  installFakeFetch,
  sentBodies,
  type FakeReply,
  renderWithProviders,
} from '@storyloom/kit/testing';
import Step2Page from './Step2Page.js';

const REQUIRED = '* This field is required. Please fill it to continue';
const SUMMARY = '# The Lantern\n## Characters\n@Ada: a %brave% keeper\n$ She guards the light';
const nothingSaved = (): FakeReply => ({ body: { story: null, story_outline: null } });
const savedStory = (): FakeReply => ({
  body: {
    story: {
      bookTitle: 'The Lantern',
      genre: 'Mystery',
      premise: 'Quest',
      style: 'Lyrical',
      tone: 'Neutral',
      readingLevel: 'Kid',
    },
    story_outline: SUMMARY,
  },
});

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function openStep2() {
  renderWithProviders(<Step2Page />, '/step2');
  return screen.findByRole('form', { name: 'Story Details' });
}
const summaryPanel = () => screen.getByRole('region', { name: 'Story Summary' });
const summaryContent = () => screen.getByTestId('summary-content');
const genre = () => screen.getByRole('combobox', { name: /^Genre/ });
const premise = () => screen.getByRole('combobox', { name: /^Premise/ });
const generateButton = () => screen.getByRole('button', { name: 'Generate Summary' });
const proceedButton = () => screen.getByRole('button', { name: 'Proceed to step 3' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(genre(), 'Mystery');
  await user.selectOptions(premise(), 'A priceless painting vanishes from a locked museum during a storm');
}

describe('Step2Page', () => {
  it('shows the heading, step 2 active, the empty summary panel, and records a pageview', async () => {
    const fetchMock = installFakeFetch({
      'GET /api/step2': nothingSaved,
      'POST /api/analytics/pageview': () => ({ status: 204 }),
    });
    await openStep2();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Summary' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Progress' }))
        .getByText('Premise')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(within(summaryPanel()).getByText('Your story summary will appear here...')).toBeInTheDocument();
    expect(proceedButton()).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Reading level' })).toHaveAttribute('aria-valuetext', 'Average');
    expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([{ page: '/step2', title: 'Step 2' }]);
  });

  it('marks genre and premise as required, and their custom text when Custom... is chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({ 'GET /api/step2': nothingSaved });
    await openStep2();
    await user.click(generateButton());
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(genre()).toHaveAttribute('aria-invalid', 'true');
    expect(genre()).toHaveFocus();
    expect(premise()).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(genre(), 'Custom...');
    await user.selectOptions(premise(), 'Custom...');
    expect(screen.getByRole('textbox', { name: /^Custom genre/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Custom premise/ })).toHaveAttribute('aria-invalid', 'true');
    expect(genre()).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(sentBodies(fetchMock, 'POST', '/api/step2')).toEqual([]);
  });

  it("clears the premise and its custom text when the genre changes, and offers that genre's premises", async () => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/step2': nothingSaved });
    await openStep2();
    await user.selectOptions(genre(), 'Horror');
    expect(
      within(premise()).getByRole('option', { name: 'An old doll comes back every time someone throws it away' }),
    ).toBeInTheDocument();
    await user.selectOptions(premise(), 'Custom...');
    await user.type(screen.getByRole('textbox', { name: /^Custom premise/ }), 'A haunted lighthouse');

    await user.selectOptions(genre(), 'Adventure');
    expect(premise()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: /^Custom premise/ })).not.toBeInTheDocument();
    expect(within(premise()).getByRole('option', { name: "Hero's Journey" })).toBeInTheDocument();
    await user.selectOptions(premise(), 'Custom...');
    expect(screen.getByRole('textbox', { name: /^Custom premise/ })).toHaveValue('');
  });

  it('sends the characters step 1 stored with the story details', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    const characters = [{ name: 'Grandma Rosa', isMainCharacter: true, personality: ['Funny'], skills: 'Sailing' }];
    localStorage.setItem('characters', JSON.stringify(characters));
    const fetchMock = installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': () => ({ stream }) });
    await openStep2();
    await user.selectOptions(genre(), 'Fantasy');
    await user.selectOptions(premise(), premise().querySelectorAll('option')[1]!.textContent!);
    await user.click(generateButton());
    stream.done({ story_outline: SUMMARY });
    await screen.findByRole('heading', { name: 'The Lantern' });
    const [sent] = sentBodies(fetchMock, 'POST', '/api/step2') as Array<{
      characters: Array<{ name: string; skills: string }>;
    }>;
    expect(sent!.characters).toEqual([
      expect.objectContaining({ name: 'Grandma Rosa', isMainCharacter: true, skills: 'Sailing' }),
    ]);
  });

  it("sends the characters saved in the server's draft when this browser kept an older copy", async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    localStorage.setItem('characters', JSON.stringify([{ name: 'Grandma Rosa', isMainCharacter: true }]));
    const fetchMock = installFakeFetch({
      'GET /api/step2': nothingSaved,
      'GET /api/step1': () => ({ body: { characters: [{ name: 'Nonna Lucia', isMainCharacter: true }] } }),
      'POST /api/step2': () => ({ stream }),
    });
    await openStep2();
    await fillRequired(user);
    await user.click(generateButton());
    stream.done({ story_outline: SUMMARY });
    await screen.findByRole('heading', { name: 'The Lantern' });
    const [sent] = sentBodies(fetchMock, 'POST', '/api/step2') as Array<{ characters: Array<{ name: string }> }>;
    expect(sent!.characters.map((character) => character.name)).toEqual(['Nonna Lucia']);
    expect(JSON.parse(localStorage.getItem('characters') ?? '[]')[0].name).toBe('Nonna Lucia');
  });

  it('sends the normalised details: custom values in place, defaults for empty title, style and tone', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    const fetchMock = installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': () => ({ stream }) });
    await openStep2();
    await user.selectOptions(genre(), 'Custom...');
    await user.type(screen.getByRole('textbox', { name: /^Custom genre/ }), 'Cosy mystery{Enter}');
    expect(genre()).toHaveValue('Cosy mystery');
    expect(genre()).toHaveFocus();
    await user.selectOptions(premise(), 'Custom...');
    await user.type(screen.getByRole('textbox', { name: /^Custom premise/ }), 'A cat solves crimes');
    await user.click(screen.getByRole('button', { name: 'Choose tone' }));
    await user.click(screen.getByRole('checkbox', { name: /Custom\.\.\./ }));
    await user.type(screen.getByRole('textbox', { name: 'Custom tone' }), 'Whimsical{Enter}');
    await user.click(screen.getByRole('button', { name: 'Choose tone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hopeful' }));
    // jsdom does not move range inputs with arrow keys; the browser test does it for real.
    fireEvent.change(screen.getByRole('slider', { name: 'Reading level' }), { target: { value: '0' } });

    await user.click(generateButton());
    stream.done({ story_outline: SUMMARY });
    await screen.findByRole('heading', { name: 'The Lantern' });
    expect(sentBodies(fetchMock, 'POST', '/api/step2')).toEqual([
      {
        bookTitle: 'Untitled Book',
        genre: 'Cosy mystery',
        premise: 'A cat solves crimes',
        style: 'General',
        tone: 'Whimsical, Hopeful',
        readingLevel: 'Kid',
      },
    ]);
    const [, init] = fetchMock.mock.calls.find(
      ([path, request]) => path === '/api/step2' && request?.method === 'POST',
    )!;
    expect(init?.headers).toMatchObject({ Accept: 'text/event-stream' });
  });

  it('shows the progress bar until the first words, then the summary growing, formatted, as it streams', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': () => ({ stream }) });
    await openStep2();
    await fillRequired(user);
    await user.click(generateButton());

    expect(
      await within(summaryPanel()).findByRole('progressbar', { name: 'Writing your summary...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    stream.text('# The Lantern\n');
    expect(await within(summaryPanel()).findByRole('heading', { name: 'The Lantern' })).toBeInTheDocument();
    expect(within(summaryPanel()).queryByRole('progressbar')).not.toBeInTheDocument();
    const firstLength = summaryContent().textContent!.length;

    stream.text('@Ada: a %brave% ');
    await waitFor(() => expect(summaryContent().textContent!.length).toBeGreaterThan(firstLength));
    expect(summaryContent()).not.toHaveTextContent('%');
    expect(proceedButton()).toBeDisabled();

    stream.text('keeper');
    stream.done({ story_outline: '# The Lantern\n@Ada: a %brave% keeper' });
    await waitFor(() => expect(proceedButton()).toBeEnabled());
    expect(within(summaryPanel()).getByText('brave').tagName).toBe('STRONG');
    expect(within(summaryPanel()).getByText('Ada:')).toBeInTheDocument();
    expect(localStorage.getItem('story_outline')).toBe('# The Lantern\n@Ada: a %brave% keeper');
  });

  it('edits the summary: Cancel Changes restores it, Save sends it and stores it, Proceed waits for the edit to end', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({
      'GET /api/step2': savedStory,
      'PUT /api/story_outline': () => ({ body: { story_outline: 'x' } }),
    });
    await openStep2();
    expect(proceedButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your summary' });
    expect(editor).toHaveValue(SUMMARY);
    expect(editor).toHaveFocus();
    expect(proceedButton()).toBeDisabled();
    expect(generateButton()).toBeDisabled();
    await user.clear(editor);
    await user.type(editor, '# Changed title');
    await user.click(screen.getByRole('button', { name: 'Cancel Changes' }));
    expect(within(summaryPanel()).getByRole('heading', { name: 'The Lantern' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Edit your summary' })).toHaveValue(SUMMARY);
    await user.clear(screen.getByRole('textbox', { name: 'Edit your summary' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your summary' }), '# A new title');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(summaryPanel()).findByRole('heading', { name: 'A new title' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/story_outline')).toEqual([{ story_outline: '# A new title' }]);
    expect(localStorage.getItem('story_outline')).toBe('# A new title');
    await user.click(proceedButton());
    expect(screen.getByText('Step 3 page')).toBeInTheDocument();
  });

  it('keeps the edit open and says why when the edit cannot be saved', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      'GET /api/step2': savedStory,
      'PUT /api/story_outline': () => ({
        status: 400,
        body: { error: 'VALIDATION_FAILED', message: 'The summary must be at most 20000 characters' },
      }),
    });
    await openStep2();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your summary' }), ' more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The summary must be at most 20000 characters');
    expect(screen.getByRole('textbox', { name: 'Edit your summary' })).toHaveValue(`${SUMMARY} more`);
    // The copy stays the server's summary: the edit the server refused is not stored.
    expect(localStorage.getItem('story_outline')).toBe(SUMMARY);
  });

  it.each([
    [
      'an empty summary',
      (): FakeReply => ({ body: { story_outline: '' } }),
      'No story outline was generated. Please try again.',
    ],
    [
      'a rate limit before the stream',
      (): FakeReply => ({
        status: 429,
        body: {
          error: 'GENERATION_RATE_LIMITED',
          message: 'Too many summaries at once. Please wait a minute and try again.',
        },
      }),
      'Too many summaries at once. Please wait a minute and try again.',
    ],
    ['a proxy error without the API shape', (): FakeReply => ({ status: 502 }), 'Request failed with status 502'],
  ])('shows the spec error in the snackbar for %s and keeps the form', async (_case, reply, message) => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': reply });
    await openStep2();
    await fillRequired(user);
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(genre()).toHaveValue('Mystery');
    expect(within(summaryPanel()).getByText('Your story summary will appear here...')).toBeInTheDocument();
    expect(proceedButton()).toBeDisabled();
  });

  it('shows the error event of a failed stream and drops its partial text', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    installFakeFetch({ 'GET /api/step2': nothingSaved, 'POST /api/step2': () => ({ stream }) });
    await openStep2();
    await fillRequired(user);
    await user.click(generateButton());
    stream.text('# Half a tit');
    await within(summaryPanel()).findByRole('heading', { name: 'Half a tit' });
    stream.error({
      error: 'WRITER_FAILED',
      message: 'The writing service is unavailable. Please try again in a few minutes.',
      status: 502,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The writing service is unavailable. Please try again in a few minutes.',
    );
    expect(within(summaryPanel()).queryByRole('heading', { name: 'Half a tit' })).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it('restores the saved details and summary from the draft', async () => {
    installFakeFetch({ 'GET /api/step2': savedStory });
    await openStep2();
    expect(screen.getByRole('textbox', { name: 'Book title' })).toHaveValue('The Lantern');
    expect(genre()).toHaveValue('Mystery');
    // 'Quest' is not one of Mystery's premises, so it comes back as the visitor's own text.
    expect(premise()).toHaveValue('Custom...');
    expect(screen.getByRole('textbox', { name: /^Custom premise/ })).toHaveValue('Quest');
    expect(screen.getByRole('slider', { name: 'Reading level' })).toHaveAttribute('aria-valuetext', 'Kid');
    expect(within(summaryPanel()).getByRole('heading', { name: 'The Lantern' })).toBeInTheDocument();
  });

  it("keeps this browser's summary copy in line with the server's, so step 3 and the spec's key agree", async () => {
    installFakeFetch({ 'GET /api/step2': savedStory });
    await openStep2();
    expect(localStorage.getItem('story_outline')).toBe(SUMMARY);
  });

  it('shows no summary when the server has none, even if this browser kept an old copy', async () => {
    localStorage.setItem('story_outline', '# An old story');
    installFakeFetch({ 'GET /api/step2': nothingSaved });
    await openStep2();
    expect(within(summaryPanel()).queryByRole('heading', { name: 'An old story' })).not.toBeInTheDocument();
    expect(proceedButton()).toBeDisabled();
    expect(localStorage.getItem('story_outline')).toBeNull();
  });

  it('says the summary was written for the earlier characters, and writes it again on request', async () => {
    const user = userEvent.setup();
    const stream = new FakeEventStream();
    let staleSummary = true;
    const fetchMock = installFakeFetch({
      'GET /api/step2': savedStory,
      'GET /api/draft/progress': () => ({
        body: {
          steps: { characters: true, premise: true, outline: false, cover: false, delivery: false },
          stale: { summary: staleSummary, outline: false },
          outlineMissing: [],
        },
      }),
      'POST /api/step2': () => {
        staleSummary = false;
        return { stream };
      },
    });
    await openStep2();
    const notice = await screen.findByText(
      'This summary was written for your earlier characters. Generate it again to include your changes.',
    );
    // Out of date is not missing: the visitor may still go on with this summary.
    expect(proceedButton()).toBeEnabled();

    await user.click(
      within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Regenerate Summary' }),
    );
    stream.done({ story_outline: '# The Lantern Again' });
    await within(summaryPanel()).findByRole('heading', { name: 'The Lantern Again' });
    expect(sentBodies(fetchMock, 'POST', '/api/step2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/written for your earlier characters/)).not.toBeInTheDocument());
  });

  it('falls back to the browser copies when the server cannot be reached', async () => {
    localStorage.setItem(
      'story_params',
      JSON.stringify({
        bookTitle: 'Local',
        genre: 'Horror',
        premise: 'Quest',
        style: 'General',
        tone: 'Dark',
        readingLevel: 'Average',
      }),
    );
    localStorage.setItem('story_outline', '# From this browser');
    installFakeFetch({ 'GET /api/step2': () => ({ status: 503 }) });
    await openStep2();
    expect(screen.getByRole('textbox', { name: 'Book title' })).toHaveValue('Local');
    expect(genre()).toHaveValue('Horror');
    expect(within(summaryPanel()).getByRole('heading', { name: 'From this browser' })).toBeInTheDocument();
  });

  it('goes back to step 1', async () => {
    const user = userEvent.setup();
    installFakeFetch({ 'GET /api/step2': nothingSaved });
    await openStep2();
    await user.click(screen.getByRole('link', { name: 'Back to Step 1' }));
    expect(screen.getByText('Step 1 page')).toBeInTheDocument();
  });
});
