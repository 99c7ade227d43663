import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  FakeEventStream,
  gate,
  installFakeFetch,
  renderWithProviders,
  sentBodies,
  type FakeReply,
} from '@storyloom/kit/testing';
import { coverReply, installObjectUrls, photo, sentForms, TINY_PNG_BASE64 } from '../lib/test-covers.js';
import Step4Page from './Step4Page.js';

type Routes = Parameters<typeof installFakeFetch>[0];
const NOTHING_STORED = { 'GET /api/step4': () => ({ body: { cover: null, first_chapter: null } }) };
const CHAPTER = 'Chapter 1: The Lantern\n\nGrandma Rosa woke to the sound of gulls.';

beforeEach(() => {
  installObjectUrls();
});

const user = () => userEvent.setup();
const fileInput = () => screen.getByLabelText('Photos of the main character');
const thumbnails = () => within(screen.getByRole('list', { name: 'Chosen photos' })).queryAllByRole('listitem');
const generateButton = () => screen.getByRole('button', { name: 'Generate Cover' });

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

async function renderStep4(routes: Routes) {
  const fetchMock = installFakeFetch({ ...NOTHING_STORED, ...routes });
  renderWithProviders(<Step4Page />, '/step4');
  await waitFor(() => expect(screen.queryByText('Loading your cover...')).not.toBeInTheDocument());
  return fetchMock;
}

/** Chooses photos, presses Generate Cover, and waits for the result view. */
async function generateWith(files: File[]) {
  const session = user();
  await session.upload(fileInput(), files);
  await waitFor(() => expect(thumbnails()).toHaveLength(files.length));
  await session.click(generateButton());
  return session;
}

describe('Step4Page: upload view', () => {
  it('shows the heading, stage 4 of the indicator, the upload prompt, and records a pageview', async () => {
    const fetchMock = await renderStep4({ 'POST /api/analytics/pageview': () => ({ status: 204 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Cover' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Progress' }))
        .getByText('Cover')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(
      screen.getByRole('heading', { level: 2, name: 'UPLOAD AN IMAGE OF THE MAIN CHARACTER' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CHOOSE FROM FILES' })).toBeEnabled();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(fileInput()).toHaveAttribute('multiple');
    expect(generateButton()).toBeDisabled();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([{ page: '/step4', title: 'Step 4' }]),
    );
  });

  it('shows a thumbnail per chosen photo, removes one, and enables Generate Cover only with a photo', async () => {
    const session = user();
    await renderStep4({});
    await session.upload(fileInput(), [photo('rosa-1.jpg'), photo('rosa-2.png', 'image/png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'rosa-1.jpg' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(generateButton()).toBeEnabled();

    await session.click(screen.getByRole('button', { name: 'Remove rosa-1.jpg' }));
    expect(thumbnails()).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'rosa-1.jpg' })).not.toBeInTheDocument();
    await session.click(screen.getByRole('button', { name: 'Remove rosa-2.png' }));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
  });

  it('keeps 8 photos and says which ones were not added', async () => {
    const session = user();
    await renderStep4({});
    await session.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, index) => photo(`p${index + 1}.jpg`)),
    );
    await waitFor(() => expect(thumbnails()).toHaveLength(6));
    await session.upload(fileInput(), [photo('p7.jpg'), photo('p8.jpg'), photo('p9.jpg')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(8));
    expect(screen.getByRole('alert')).toHaveTextContent('Up to 8 images can be used: this one was not added: p9.jpg.');
    expect(screen.queryByRole('img', { name: 'p9.jpg' })).not.toBeInTheDocument();
  });

  it('refuses a dropped file of another type or over 15 MB, naming it, and keeps the rest', async () => {
    await renderStep4({});
    const files = [
      photo('scan.gif', 'image/gif'),
      photo('huge.jpg', 'image/jpeg', 16 * 1024 * 1024),
      photo('ok.webp', 'image/webp'),
    ];
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: {
        files,
        types: ['Files'],
        items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      },
    });
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'ok.webp' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('scan.gif: only JPEG, PNG or WebP images can be used.');
    expect(alert).toHaveTextContent('huge.jpg: the image is larger than 15 MB.');
  });

  it('BACK TO STEP 3 goes to /step3', async () => {
    await renderStep4({});
    await user().click(screen.getByRole('button', { name: 'BACK TO STEP 3' }));
    expect(screen.getByText('Step 3 page')).toBeInTheDocument();
  });
});

describe('Step4Page: result view', () => {
  it('sends the photos and writes the chapter at the same time, streaming it in, then shows the cover', async () => {
    const coverGate = gate();
    const stream = new FakeEventStream();
    const fetchMock = await renderStep4({
      'POST /api/generate_cover': async () => {
        await coverGate.promise;
        return { body: coverReply('c1') };
      },
      'POST /api/generate_first_chapter': () => ({ stream }),
    });
    await generateWith([photo('rosa-1.jpg'), photo('rosa-2.jpg')]);

    expect(screen.queryByRole('heading', { name: 'UPLOAD AN IMAGE OF THE MAIN CHARACTER' })).not.toBeInTheDocument();
    const [form] = sentForms(fetchMock, '/api/generate_cover');
    expect(form!.getAll('images[]').map((file) => (file as File).name)).toEqual(['rosa-1.jpg', 'rosa-2.jpg']);
    const chapterCall = fetchMock.mock.calls.find(([path]) => String(path) === '/api/generate_first_chapter')!;
    expect(chapterCall[1]).toMatchObject({
      method: 'POST',
      body: undefined,
      headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
    });
    expect(screen.getByText('Designing your cover...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Writing your first chapter...' })).toBeInTheDocument();

    stream.text('Chapter 1: The Lantern\n\n');
    await waitFor(() => expect(screen.getByTestId('first-chapter-text')).toHaveTextContent('Chapter 1: The Lantern'));
    expect(within(screen.getByRole('region', { name: 'YOUR FIRST CHAPTER' })).getByRole('status')).toHaveTextContent(
      'Writing your first chapter...',
    );
    expect(screen.getByRole('button', { name: 'Proceed to step 5' })).toBeDisabled();

    coverGate.open();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Cover design 1 of 1' })).toHaveAttribute(
        'src',
        `data:image/png;base64,${TINY_PNG_BASE64}`,
      ),
    );
    expect(screen.getByText('Image 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to step 5' })).toBeDisabled(); // the chapter is still being written

    stream.text('Grandma Rosa woke to the sound of gulls.');
    stream.done({ first_chapter: CHAPTER });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to step 5' })).toBeEnabled());
    expect(screen.getByRole('region', { name: 'YOUR FIRST CHAPTER' })).toHaveTextContent(
      'Grandma Rosa woke to the sound of gulls.',
    );
  });

  it('RE-GENERATE COVER sends the photos again, appends the new cover and shows it; previous and next page through', async () => {
    const replies = [coverReply('c1'), coverReply('c2')];
    const regenerateGate = gate();
    const fetchMock = await renderStep4({
      'POST /api/generate_cover': async () => {
        const reply = replies.shift()!;
        if (reply.covers[0]!.id === 'c2') await regenerateGate.promise;
        return { body: reply };
      },
      'POST /api/generate_first_chapter': () => ({ body: { first_chapter: CHAPTER } }),
    });
    const session = await generateWith([photo('rosa.jpg')]);
    await screen.findByText('Image 1 of 1');
    expect(screen.getByRole('button', { name: 'Previous cover' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next cover' })).toBeDisabled();

    await session.click(screen.getByRole('button', { name: 'RE-GENERATE COVER' }));
    expect(screen.getByRole('button', { name: 'RE-GENERATE COVER' })).toBeDisabled(); // busy
    expect(screen.getByRole('button', { name: 'Proceed to step 5' })).toBeDisabled();
    expect(screen.getByText('Designing another cover...')).toBeInTheDocument();
    regenerateGate.open();
    await screen.findByText('Image 2 of 2');
    expect(screen.getByRole('img', { name: 'Cover design 2 of 2' })).toBeInTheDocument();
    expect(
      sentForms(fetchMock, '/api/generate_cover')[1]!
        .getAll('images[]')
        .map((file) => (file as File).name),
    ).toEqual(['rosa.jpg']);
    expect(screen.getByRole('button', { name: 'RE-GENERATE COVER' })).toBeEnabled();

    await session.click(screen.getByRole('button', { name: 'Previous cover' }));
    expect(screen.getByText('Image 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous cover' })).toBeDisabled();
    await session.click(screen.getByRole('button', { name: 'Next cover' }));
    expect(screen.getByText('Image 2 of 2')).toBeInTheDocument();
  });

  it('Proceed to step 5 stores the cover on screen as cover.png with the chapter and its cover id, then goes to /step5', async () => {
    const fetchMock = await renderStep4({
      'POST /api/generate_cover': () => ({ body: coverReply('c1', 'c2') }),
      'POST /api/generate_first_chapter': () => ({ body: { first_chapter: CHAPTER } }),
      'POST /api/store_step4': () => ({ body: { success: true } }),
    });
    const session = await generateWith([photo('rosa.jpg')]);
    await screen.findByText('Image 1 of 2');
    await session.click(screen.getByRole('button', { name: 'Next cover' }));
    await session.click(await screen.findByRole('button', { name: 'Proceed to step 5' }));

    await screen.findByText('Step 5 page');
    const [form] = sentForms(fetchMock, '/api/store_step4');
    const image = form!.get('image') as File;
    expect([image.name, image.type]).toEqual(['cover.png', 'image/png']);
    const sent = new Uint8Array(await bytesOf(image));
    expect([...sent.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]); // the PNG on screen, decoded
    expect(form!.get('firstChapter')).toBe(CHAPTER);
    expect(form!.get('coverId')).toBe('c2');
  });

  it('stays on the page and says so when storing fails', async () => {
    const replies: FakeReply[] = [
      { status: 400, body: { error: 'VALIDATION_FAILED', message: 'The first chapter is too long.' } },
      { status: 200, body: { success: false } },
      { status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' },
    ];
    await renderStep4({
      'POST /api/generate_cover': () => ({ body: coverReply('c1') }),
      'POST /api/generate_first_chapter': () => ({ body: { first_chapter: CHAPTER } }),
      'POST /api/store_step4': () => replies.shift()!,
    });
    const session = await generateWith([photo('rosa.jpg')]);
    const proceed = await screen.findByRole('button', { name: 'Proceed to step 5' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await session.click(proceed);
    expect(await screen.findByText('The first chapter is too long.')).toHaveAttribute('role', 'alert');
    await session.click(screen.getByRole('button', { name: 'Proceed to step 5' }));
    expect(
      await screen.findByText('Your cover and first chapter could not be saved. Please try again.'),
    ).toBeInTheDocument();
    await session.click(screen.getByRole('button', { name: 'Proceed to step 5' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your cover and first chapter could not be saved. Please try again.',
      ),
    );
    expect(screen.queryByText('Step 5 page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Cover' })).toBeInTheDocument();
  });

  it.each<[string, FakeReply | 'network', string]>([
    [
      "the server's refusal",
      { status: 400, body: { error: 'PHOTO_REFUSED', message: 'notes.png is not a JPEG, PNG or WebP image.' } },
      'notes.png is not a JPEG, PNG or WebP image.',
    ],
    [
      "the server's error of a failed design",
      {
        status: 200,
        body: { success: false, generated_images: [], covers: [], warnings: [], error: 'The cover designer is busy.' },
      },
      'The cover designer is busy.',
    ],
    [
      'no images and no error',
      { status: 200, body: { success: true, generated_images: [], covers: [], warnings: [] } },
      'Failed to generate cover.',
    ],
    ['a proxy page', { status: 504, text: 'Gateway Timeout', contentType: 'text/plain' }, 'Failed to generate cover.'],
    ['no connection', 'network', 'Network or server error.'],
  ])('a failed cover shows %s', async (_, reply, message) => {
    await renderStep4({
      'POST /api/generate_cover': () => {
        if (reply === 'network') throw new TypeError('Failed to fetch');
        return reply;
      },
      'POST /api/generate_first_chapter': () => ({ body: { first_chapter: CHAPTER } }),
    });
    await generateWith([photo('notes.png', 'image/png')]);
    const cover = screen.getByRole('region', { name: 'Your cover' });
    await waitFor(() => expect(within(cover).getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('button', { name: 'Proceed to step 5' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'RE-GENERATE COVER' })).toBeEnabled();
  });

  it('a reply without a chapter says Failed to generate first chapter. and offers to write it again', async () => {
    const replies: FakeReply[] = [{ body: { first_chapter: '' } }, { body: { first_chapter: CHAPTER } }];
    await renderStep4({
      'POST /api/generate_cover': () => ({ body: coverReply('c1') }),
      'POST /api/generate_first_chapter': () => replies.shift()!,
    });
    const session = await generateWith([photo('rosa.jpg')]);
    const panel = screen.getByRole('region', { name: 'YOUR FIRST CHAPTER' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to generate first chapter.');
    expect(screen.getByRole('button', { name: 'Proceed to step 5' })).toBeDisabled();

    await session.click(within(panel).getByRole('button', { name: 'Write the chapter again' }));
    await waitFor(() => expect(within(panel).getByTestId('first-chapter-text')).toHaveTextContent('Grandma Rosa woke'));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to step 5' })).toBeEnabled());
  });

  it('a writer failure in the middle of the stream shows its message and no half chapter', async () => {
    const stream = new FakeEventStream();
    await renderStep4({
      'POST /api/generate_cover': () => ({ body: coverReply('c1') }),
      'POST /api/generate_first_chapter': () => ({ stream }),
    });
    await generateWith([photo('rosa.jpg')]);
    stream.text('Grandma Rosa woke');
    await screen.findByTestId('first-chapter-text');
    stream.error({ error: 'WRITER_FAILED', message: 'The writer stopped. Please try again.', status: 502 });
    const panel = screen.getByRole('region', { name: 'YOUR FIRST CHAPTER' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The writer stopped. Please try again.');
    expect(within(panel).queryByTestId('first-chapter-text')).not.toBeInTheDocument();
  });

  it('shows photo warnings from the server', async () => {
    await renderStep4({
      'POST /api/generate_cover': () => ({
        body: {
          ...coverReply('c1'),
          warnings: [{ file: 'tiny.jpg', message: 'This photo is small and may print soft.' }],
        },
      }),
      'POST /api/generate_first_chapter': () => ({ body: { first_chapter: CHAPTER } }),
    });
    await generateWith([photo('tiny.jpg')]);
    expect(await screen.findByRole('status', { name: 'Photo warnings' })).toHaveTextContent(
      'tiny.jpg: This photo is small and may print soft.',
    );
  });
});

describe('Step4Page: coming back', () => {
  const stored = {
    'GET /api/step4': () => ({ body: { cover: { id: 'c9', url: '/api/covers/c9/preview' }, first_chapter: CHAPTER } }),
  };

  it("shows the server's stored cover and chapter, and goes on to step 5 without storing again", async () => {
    const fetchMock = await renderStep4(stored);
    // The stored cover comes as WebP sized for the screen, at the addresses the server page's preload hint names.
    const cover = screen.getByRole('img', { name: 'Cover design 1 of 1' });
    expect(cover).toHaveAttribute('src', '/api/covers/c9/preview.webp?width=400');
    expect(cover).toHaveAttribute(
      'srcset',
      '/api/covers/c9/preview.webp?width=200 200w, /api/covers/c9/preview.webp?width=400 400w, /api/covers/c9/preview.webp?width=600 600w',
    );
    expect(cover).toHaveAttribute('sizes', '200px');
    expect(screen.getByRole('region', { name: 'YOUR FIRST CHAPTER' })).toHaveTextContent(
      'Grandma Rosa woke to the sound of gulls.',
    );
    expect(screen.getByRole('button', { name: 'RE-GENERATE COVER' })).toBeDisabled(); // its photos are not in this browser
    await user().click(screen.getByRole('button', { name: 'Proceed to step 5' }));
    await screen.findByText('Step 5 page');
    expect(sentForms(fetchMock, '/api/store_step4')).toEqual([]);
  });

  it('Start over goes back to an empty upload view', async () => {
    await renderStep4(stored);
    await user().click(screen.getByRole('button', { name: 'Start over' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'UPLOAD AN IMAGE OF THE MAIN CHARACTER' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
  });

  it('starts from the upload view when the server cannot say what is stored', async () => {
    await renderStep4({ 'GET /api/step4': () => ({ status: 500, body: { error: 'INTERNAL', message: 'down' } }) });
    expect(
      screen.getByRole('heading', { level: 2, name: 'UPLOAD AN IMAGE OF THE MAIN CHARACTER' }),
    ).toBeInTheDocument();
  });

  it('after a failed cover, Start over keeps the photos so one can be changed', async () => {
    await renderStep4({
      'POST /api/generate_cover': () => ({
        status: 400,
        body: { error: 'PHOTO_REFUSED', message: 'b.jpg is truncated.' },
      }),
      'POST /api/generate_first_chapter': () => ({ body: { first_chapter: CHAPTER } }),
    });
    const session = await generateWith([photo('a.jpg'), photo('b.jpg')]);
    await screen.findByText('b.jpg is truncated.');
    await session.click(screen.getByRole('button', { name: 'Start over' }));
    expect(thumbnails()).toHaveLength(2);
  });
});
