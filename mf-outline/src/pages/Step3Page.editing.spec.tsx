import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderDetailedOutline } from '@storyloom/contracts';
import { installFakeFetch, sentBodies, renderWithProviders } from '@storyloom/kit/testing';
import { draftReply, storeStepsOneAndTwo } from '../lib/test-outlines.js';
import Step3Page from './Step3Page.js';

beforeEach(() => {
  localStorage.clear();
  storeStepsOneAndTwo();
  localStorage.setItem('selected_book_size', 'S');
});

const chapter = (number: number) => screen.getByRole('article', { name: new RegExp(`^Chapter ${number}:`) });

async function openWithOutline(saveReply: (body: unknown) => { status?: number; body: unknown }) {
  const draft = draftReply('S', 15);
  const fetchMock = installFakeFetch({
    'GET /api/get_detailed_outline': () => ({ body: draft }),
    'PUT /api/detailed_outline/chapters/3': (init) => saveReply(JSON.parse(String(init?.body))),
  });
  renderWithProviders(<Step3Page />, '/step3');
  await screen.findByRole('article', { name: 'Chapter 15: Title 15' });
  return { fetchMock, draft };
}

describe('Step3Page chapter editing', () => {
  it("saves a chapter's title, synopsis and tags to the draft and shows what the draft holds", async () => {
    const user = userEvent.setup();
    const { fetchMock, draft } = await openWithOutline((body) => {
      const edited = draft.chapters.map((existing) =>
        existing.number === 3 ? { ...(body as object), number: 3, tags: ['storm'] } : existing,
      ) as typeof draft.chapters;
      return { body: { ...draft, chapters: edited, detailed_outline: renderDetailedOutline(edited) } };
    });
    await user.click(within(chapter(3)).getByRole('button', { name: 'Edit chapter 3' }));
    const form = screen.getByRole('form', { name: 'Edit chapter 3' });
    expect(screen.queryByRole('button', { name: 'Edit chapter 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeDisabled();

    const title = within(form).getByLabelText(/Chapter title/);
    await user.clear(title);
    await user.type(title, 'The Storm');
    await user.clear(within(form).getByLabelText(/Synopsis/));
    await user.type(within(form).getByLabelText(/Synopsis/), 'Rain traps Ada in the lighthouse.');
    await user.click(within(form).getByRole('button', { name: '+ Add tag' }));
    await user.type(within(form).getByRole('textbox', { name: 'New tag' }), 'storm{Enter}{Enter}');
    expect(screen.getByRole('form', { name: 'Edit chapter 3' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save chapter' }));

    await screen.findByRole('article', { name: 'Chapter 3: The Storm' });
    expect(sentBodies(fetchMock, 'PUT', '/api/detailed_outline/chapters/3')).toEqual([
      { title: 'The Storm', synopsis: 'Rain traps Ada in the lighthouse.', tags: ['storm'] },
    ]);
    expect(within(chapter(3)).getByText('Rain traps Ada in the lighthouse.')).toBeInTheDocument();
    expect(within(chapter(3)).getByRole('list', { name: 'Tags for chapter 3' })).toHaveTextContent('storm');
    expect(localStorage.getItem('detailed_outline')).toContain(
      '**Chapter 3: The Storm**\nRain traps Ada in the lighthouse.',
    );
    expect(screen.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();
  });

  it('keeps the editor open with the server message when the save fails', async () => {
    const user = userEvent.setup();
    await openWithOutline(() => ({
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: "title: Title cannot contain '**'" },
    }));
    await user.click(within(chapter(3)).getByRole('button', { name: 'Edit chapter 3' }));
    const form = screen.getByRole('form', { name: 'Edit chapter 3' });
    await user.type(within(form).getByLabelText(/Chapter title/), ' **!**');
    await user.click(within(form).getByRole('button', { name: 'Save chapter' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("title: Title cannot contain '**'");
    expect(within(form).getByRole('button', { name: 'Save chapter' })).toBeEnabled();
  });

  it('refuses a blank title before sending, and Cancel leaves the chapter unchanged', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openWithOutline(() => ({ body: {} }));
    await user.click(within(chapter(3)).getByRole('button', { name: 'Edit chapter 3' }));
    const form = screen.getByRole('form', { name: 'Edit chapter 3' });
    await user.clear(within(form).getByLabelText(/Chapter title/));
    expect(within(form).getByText('A chapter needs a title.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save chapter' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(chapter(3)).toHaveAccessibleName('Chapter 3: Title 3'));
    expect(sentBodies(fetchMock, 'PUT', '/api/detailed_outline/chapters/3')).toEqual([]);
  });
});
