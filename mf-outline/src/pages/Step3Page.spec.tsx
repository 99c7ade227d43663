import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderDetailedOutline, renderOutlineChapter } from '@storyloom/contracts';
import { FakeEventStream, gate, installFakeFetch, renderWithProviders, sentBodies } from '@storyloom/kit/testing';
import { draftReply, NO_DRAFT_OUTLINE, progressReply, storeStepsOneAndTwo } from '../lib/test-outlines.js';
import Step3Page from './Step3Page.js';

const noDraft = {
  'GET /api/draft/progress': () => ({ body: progressReply() }),
  'GET /api/get_detailed_outline': () => ({ body: NO_DRAFT_OUTLINE }),
  'GET /get_book_size': () => ({ body: { book_size: 'M' } }),
};
const step3Reply = (size: 'S' | 'M' | 'L', count: number) => {
  const { detailed_outline, chapters, book_size } = draftReply(size, count);
  return { detailed_outline, chapters, book_size };
};

beforeEach(() => {
  localStorage.clear();
});

const sizeRadio = (size: string) => screen.getByRole('radio', { name: new RegExp(`^${size}:`) });
const outlinePanel = () => screen.getByRole('region', { name: 'STORY OUTLINE' });
const chapterHeadings = () => within(outlinePanel()).queryAllByRole('heading', { level: 3 });
const generate = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'Generate Outline' }));

/** Renders the page and waits until it knows, from the server, whether it can write an outline. */
async function renderStep3(path = '/step3') {
  renderWithProviders(<Step3Page />, path);
  await waitFor(() => expect(screen.queryByText('Loading your story...')).not.toBeInTheDocument());
}

describe('Step3Page', () => {
  it('shows the heading, step 3 of the indicator, the sizes with chapters and surcharges, and records a pageview', async () => {
    storeStepsOneAndTwo();
    const fetchMock = installFakeFetch({ ...noDraft, 'POST /api/analytics/pageview': () => ({ status: 204 }) });
    await renderStep3('/OldStep3');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Outline' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Progress' }))
        .getByText('Outline')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('group', { name: 'SELECT SIZE' })).toBeInTheDocument();
    expect(sizeRadio('S')).toHaveAccessibleName('S: 15 chapters, No surcharge');
    expect(sizeRadio('M')).toHaveAccessibleName('M: 25 chapters, +$3');
    expect(sizeRadio('L')).toHaveAccessibleName('L: 40 chapters, +$5');
    expect(screen.getByRole('button', { name: 'BACK TO STEP 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to step 4' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([{ page: '/step3', title: 'Step 3' }]),
    );
  });

  describe('missing information', () => {
    it('names what the server draft lacks, ticks what is there, and returns to step 2', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo(); // this browser's copies do not count: the server's draft has no summary
      const fetchMock = installFakeFetch({
        'GET /api/draft/progress': () => ({ body: progressReply({ outlineMissing: ['story summary'] }) }),
      });
      await renderStep3();
      expect(
        screen.getByText('Missing required information: Story Summary. Please complete steps 1 and 2 first.'),
      ).toBeInTheDocument();
      const checklist = screen.getByRole('list', { name: 'Required information' });
      expect(within(checklist).getByText('Story Summary').closest('li')).toHaveTextContent('(missing)');
      expect(within(checklist).getByText('Characters').closest('li')).toHaveTextContent('(complete)');
      expect(screen.queryByRole('button', { name: 'Generate Outline' })).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/get_detailed_outline');

      await user.click(screen.getByRole('button', { name: 'Return to Step 2' }));
      expect(screen.getByText('Step 2 page')).toBeInTheDocument();
    });

    it('lists both when the server draft has neither', async () => {
      installFakeFetch({
        'GET /api/draft/progress': () => ({
          body: progressReply({ outlineMissing: ['characters', 'story details', 'story summary'] }),
        }),
      });
      await renderStep3();
      expect(
        screen.getByText(
          'Missing required information: Story Summary, Characters. Please complete steps 1 and 2 first.',
        ),
      ).toBeInTheDocument();
    });

    it("goes on from the server's draft when this browser's storage was cleared", async () => {
      localStorage.clear();
      installFakeFetch({ ...noDraft, 'GET /api/get_detailed_outline': () => ({ body: draftReply('M', 25) }) });
      await renderStep3();
      expect(screen.queryByText(/Missing required information/)).not.toBeInTheDocument();
      await waitFor(() => expect(chapterHeadings()).toHaveLength(25));
      expect(screen.getByRole('button', { name: 'Generate Outline' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();
      // The cache is kept in line with the server again.
      expect(localStorage.getItem('detailed_outline')).toBe(draftReply('M', 25).detailed_outline);
    });

    it('marks in the step indicator only the steps the server has data for', async () => {
      installFakeFetch({
        ...noDraft,
        'GET /api/draft/progress': () => ({ body: progressReply({ outlineMissing: ['story summary'] }) }),
      });
      await renderStep3();
      const stages = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
      expect(stages.map((stage) => stage.getAttribute('data-state'))).toEqual([
        'done',
        'todo',
        'active',
        'todo',
        'todo',
      ]);
    });
  });

  describe('book size', () => {
    it('defaults to M and restores a stored S, M or L without asking the server', async () => {
      storeStepsOneAndTwo();
      localStorage.setItem('selected_book_size', 'L');
      const fetchMock = installFakeFetch({ ...noDraft });
      await renderStep3();
      expect(sizeRadio('L')).toBeChecked();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/get_detailed_outline', expect.anything()));
      expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/get_book_size');
    });

    it('asks GET /get_book_size when the stored size is not S, M or L', async () => {
      storeStepsOneAndTwo();
      localStorage.setItem('selected_book_size', 'XL');
      installFakeFetch({ ...noDraft, 'GET /get_book_size': () => ({ body: { book_size: 'S' } }) });
      await renderStep3();
      await waitFor(() => expect(sizeRadio('S')).toBeChecked());
    });

    it('keeps M when the server cannot say', async () => {
      storeStepsOneAndTwo();
      const fetchMock = installFakeFetch({
        ...noDraft,
        'GET /get_book_size': () => ({ status: 500, body: { error: 'X', message: 'down' } }),
      });
      await renderStep3();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/get_book_size', expect.anything()));
      expect(sizeRadio('M')).toBeChecked();
    });

    it('stores a chosen size and its chapter count, and records it in the draft', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      const fetchMock = installFakeFetch({ ...noDraft, 'PUT /api/book_size': () => ({ body: { book_size: 'S' } }) });
      await renderStep3();
      await user.click(sizeRadio('S'));
      expect(sizeRadio('S')).toBeChecked();
      expect(localStorage.getItem('selected_book_size')).toBe('S');
      expect(localStorage.getItem('chapters_amount')).toBe('15');
      expect(sentBodies(fetchMock, 'PUT', '/api/book_size')).toEqual([{ book_size: 'small' }]);
    });
  });

  describe('generating', () => {
    it('posts the form-encoded size, streams chapters in as written, then shows them and offers step 4', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      localStorage.setItem('selected_book_size', 'S');
      const reply = step3Reply('S', 15);
      const stream = new FakeEventStream();
      const fetchMock = installFakeFetch({ ...noDraft, 'POST /api/step3': () => ({ stream }) });
      await renderStep3();
      await generate(user);
      stream.text(`${renderOutlineChapter(reply.chapters[0]!)}\n\n`);

      await waitFor(() =>
        expect(chapterHeadings().map((heading) => heading.textContent)).toEqual(['Chapter 1: Title 1']),
      );
      expect(screen.getByRole('status')).toHaveTextContent('Writing your outline: 1 of 15 chapters');
      expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
      stream.text(`${renderOutlineChapter(reply.chapters[1]!)}\n\n`);
      await waitFor(() => expect(chapterHeadings()).toHaveLength(2));
      stream.done(reply);

      await waitFor(() => expect(chapterHeadings()).toHaveLength(15));
      expect(within(outlinePanel()).getByText('Synopsis 15.')).toBeInTheDocument();
      const [form] = sentBodies(fetchMock, 'POST', '/api/step3') as URLSearchParams[];
      expect(form?.toString()).toBe('book_size=small');
      expect(localStorage.getItem('detailed_outline')).toBe(reply.detailed_outline);
      expect(localStorage.getItem('chapters_amount')).toBe('15');

      await user.click(screen.getByRole('button', { name: 'Proceed to step 4' }));
      expect(screen.getByText('Step 4 page')).toBeInTheDocument();
    });

    it.each([
      [
        400,
        { error: 'OUTLINE_MISSING_INPUTS', message: 'Missing required data: characters.' },
        'Missing required data. Please complete steps 1 and 2 first.',
      ],
      [
        500,
        { error: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' },
        'Server error while generating outline. Please try again.',
      ],
      [
        429,
        {
          error: 'GENERATION_RATE_LIMITED',
          message: 'You have written 10 outlines in an hour. Please wait a few minutes.',
        },
        'You have written 10 outlines in an hour. Please wait a few minutes.',
      ],
    ])('answers HTTP %i with the spec text', async (status, body, message) => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      installFakeFetch({ ...noDraft, 'POST /api/step3': () => ({ status, body }) });
      await renderStep3();
      await generate(user);
      expect(await within(outlinePanel()).findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Proceed to step 4' })).not.toBeInTheDocument();
    });

    it('shows the error event of a stream that fails after it started', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      const stream = new FakeEventStream();
      installFakeFetch({ ...noDraft, 'POST /api/step3': () => ({ stream }) });
      await renderStep3();
      await generate(user);
      stream.error({ error: 'GENERATION_FAILED', message: 'The writer stopped answering.', status: 502 });
      expect(await within(outlinePanel()).findByRole('alert')).toHaveTextContent('The writer stopped answering.');
    });

    it('shows the error message when the server gives none of its own', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      installFakeFetch({
        ...noDraft,
        'POST /api/step3': () => ({ status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' }),
      });
      await renderStep3();
      await generate(user);
      expect(await within(outlinePanel()).findByRole('alert')).toHaveTextContent('Request failed with status 502');
    });

    it('falls back to GET /api/get_detailed_outline when the reply lacks the outline', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      let draftCalls = 0;
      installFakeFetch({
        'GET /get_book_size': () => ({ body: { book_size: 'M' } }),
        'GET /api/get_detailed_outline': () => ({ body: draftCalls++ === 0 ? NO_DRAFT_OUTLINE : draftReply('M', 25) }),
        'POST /api/step3': () => ({ body: { success: true } }),
      });
      await renderStep3();
      await generate(user);
      await waitFor(() => expect(chapterHeadings()).toHaveLength(25));
    });

    it.each([
      [
        'fails',
        { status: 500, body: { error: 'INTERNAL_ERROR', message: 'x' } },
        'Could not retrieve outline data. Please try again.',
      ],
      [
        'has no outline either',
        { body: NO_DRAFT_OUTLINE },
        'No outline data found in server response. Please try again.',
      ],
    ])('says so when the reply lacks the outline and the fallback %s', async (_, fallback, message) => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      let draftCalls = 0;
      installFakeFetch({
        'GET /get_book_size': () => ({ body: { book_size: 'M' } }),
        'GET /api/get_detailed_outline': () => (draftCalls++ === 0 ? { body: NO_DRAFT_OUTLINE } : fallback),
        'POST /api/step3': () => ({ body: {} }),
      });
      await renderStep3();
      await generate(user);
      expect(await within(outlinePanel()).findByRole('alert')).toHaveTextContent(message);
    });

    it('says the format is invalid when the outline is not text', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      installFakeFetch({ ...noDraft, 'POST /api/step3': () => ({ body: { detailed_outline: { chapters: 3 } } }) });
      await renderStep3();
      await generate(user);
      expect(await within(outlinePanel()).findByRole('alert')).toHaveTextContent(
        'Invalid outline format. Please try regenerating.',
      );
      expect(screen.queryByRole('button', { name: 'Proceed to step 4' })).not.toBeInTheDocument();
    });
  });

  describe('an existing outline', () => {
    it('shows the local mirror at once, then the draft, which wins', async () => {
      storeStepsOneAndTwo();
      localStorage.setItem('detailed_outline', '**Chapter 1: From the mirror**\nOld text.');
      const draft = gate();
      installFakeFetch({
        ...noDraft,
        'GET /api/get_detailed_outline': async () => (await draft.promise, { body: draftReply('M', 25) }),
      });
      await renderStep3();
      expect(chapterHeadings().map((heading) => heading.textContent)).toEqual(['Chapter 1: From the mirror']);
      expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();
      draft.open();
      await waitFor(() => expect(chapterHeadings()).toHaveLength(25));
      expect(localStorage.getItem('detailed_outline')).toBe(draftReply('M', 25).detailed_outline);
    });

    it('asks for a new outline when the chosen size has another chapter count', async () => {
      const user = userEvent.setup();
      storeStepsOneAndTwo();
      localStorage.setItem('selected_book_size', 'L');
      installFakeFetch({
        ...noDraft,
        'GET /api/get_detailed_outline': () => ({ body: draftReply('L', 40) }),
        'PUT /api/book_size': () => ({ body: { book_size: 'S' } }),
      });
      await renderStep3();
      await waitFor(() => expect(chapterHeadings()).toHaveLength(40));
      expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();

      await user.click(sizeRadio('S'));
      expect(
        screen.getByText(
          /This outline was written for size L \(40 chapters\)\. Size S has 15 chapters: generate a new outline to continue\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeDisabled();
      await user.click(sizeRadio('L'));
      expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();
    });

    it('says an outline was written for an earlier summary, keeps it with its edits, and writes it again on request', async () => {
      const user = userEvent.setup();
      localStorage.setItem('selected_book_size', 'S');
      const edited = draftReply('S', 15);
      edited.chapters[2] = { ...edited.chapters[2]!, title: 'My own chapter' };
      edited.detailed_outline = renderDetailedOutline(edited.chapters);
      let staleOutline = true;
      const stream = new FakeEventStream();
      installFakeFetch({
        ...noDraft,
        'GET /api/draft/progress': () => ({ body: progressReply({ outline: true, staleOutline }) }),
        'GET /api/get_detailed_outline': () => ({ body: edited }),
        'POST /api/step3': () => {
          staleOutline = false;
          return { stream };
        },
      });
      await renderStep3();
      const notice = await screen.findByText(
        'This outline was written for an earlier version of your story summary. Your chapter edits are kept until you generate a new outline.',
      );
      expect(within(outlinePanel()).getByRole('heading', { name: 'Chapter 3: My own chapter' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();

      await user.click(
        within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Regenerate Outline' }),
      );
      stream.done(step3Reply('S', 15));
      await waitFor(() =>
        expect(within(outlinePanel()).getByRole('heading', { name: 'Chapter 3: Title 3' })).toBeInTheDocument(),
      );
      await waitFor(() =>
        expect(screen.queryByText(/written for an earlier version of your story summary/)).not.toBeInTheDocument(),
      );
    });
  });
});
