import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storyloom/kit';
import { gate, installFakeFetch, type FakeReply } from '@storyloom/kit/testing';
import Step5Page from './Step5Page.js';

const allStepsDone = { characters: true, premise: true, outline: true, cover: true, delivery: false };

const previewPages = (paper = 'cream'): FakeReply => ({
  body: {
    fingerprint: 'abcdefghijklmnopqrst',
    paper_color: paper,
    pages: [
      {
        kind: 'front-cover',
        label: 'Front cover',
        page_number: null,
        url: '/api/book_preview/abcdefghijklmnopqrst/1.png',
        width: 900,
        height: 1350,
      },
      {
        kind: 'title',
        label: 'Title page',
        page_number: 1,
        url: '/api/book_preview/abcdefghijklmnopqrst/2.png',
        width: 900,
        height: 1350,
      },
      {
        kind: 'dedication',
        label: 'Dedication',
        page_number: 3,
        url: '/api/book_preview/abcdefghijklmnopqrst/3.png',
        width: 900,
        height: 1350,
      },
      {
        kind: 'chapter',
        label: 'Chapter 1, page 1 of 2',
        page_number: 5,
        url: '/api/book_preview/abcdefghijklmnopqrst/4.png',
        width: 900,
        height: 1350,
      },
      {
        kind: 'chapter',
        label: 'Chapter 1, page 2 of 2',
        page_number: 6,
        url: '/api/book_preview/abcdefghijklmnopqrst/5.png',
        width: 900,
        height: 1350,
      },
    ],
  },
});

const PREVIEW_CREAM =
  'GET /api/book_preview?paper_color=cream&binding_type=softcover&dedication=For+Mia%2C+from+Grandma';

beforeEach(() => localStorage.clear());

function renderStep5(routes: Record<string, () => FakeReply | Promise<FakeReply>>) {
  const fetchMock = installFakeFetch({
    'GET /api/draft/progress': () => ({
      body: { steps: allStepsDone, stale: { summary: false, outline: false }, outlineMissing: [] },
    }),
    'GET /api/order_details': () => ({
      body: { order_details: null, dedication: 'For Mia, from Grandma', book_size: 'medium' },
    }),
    'POST /api/analytics/pageview': () => ({ status: 204 }),
    ...routes,
  });
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/step5']}>
        <Routes>
          <Route path="/step5" element={<Step5Page redirect={() => undefined} />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return fetchMock;
}

const loaded = () =>
  waitFor(() => expect(screen.getByRole('form', { name: 'Delivery details' })).not.toHaveAttribute('aria-busy'));
const previewButton = () => screen.getByRole('button', { name: 'Preview your book' });
const shownPage = () => screen.getByTestId('preview-page');

describe("/step5's 'Preview your book'", () => {
  it('shows the typeset pages in order with their labels, turned by buttons and arrow keys, and closes with Escape', async () => {
    const user = userEvent.setup();
    const held = gate();
    renderStep5({
      [PREVIEW_CREAM]: async () => {
        await held.promise;
        return previewPages();
      },
    });
    await loaded();
    await user.click(previewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Preview your book' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Typesetting your book as it will print...');
    held.open();

    expect(await within(dialog).findByRole('img', { name: 'Front cover' })).toHaveAttribute(
      'src',
      '/api/book_preview/abcdefghijklmnopqrst/1.png',
    );
    expect(screen.getByTestId('preview-page-label')).toHaveTextContent('Front cover · 1 of 5');
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(shownPage()).toHaveAccessibleName('Title page');
    expect(screen.getByTestId('preview-page-label')).toHaveTextContent('Title page (page 1) · 2 of 5');
    await user.keyboard('{ArrowRight}');
    expect(shownPage()).toHaveAccessibleName('Dedication');
    await user.keyboard('{End}');
    expect(shownPage()).toHaveAccessibleName('Chapter 1, page 2 of 2');
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.keyboard('{ArrowRight}'); // already at the last page: it stays
    expect(shownPage()).toHaveAccessibleName('Chapter 1, page 2 of 2');
    await user.keyboard('{ArrowLeft}');
    expect(shownPage()).toHaveAccessibleName('Chapter 1, page 1 of 2');
    await user.keyboard('{Home}');
    expect(shownPage()).toHaveAccessibleName('Front cover');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(previewButton()).toHaveFocus(); // focus goes back to the button that opened it
  });

  it("asks for the pages with the form's paper colour, format and dedication", async () => {
    const user = userEvent.setup();
    renderStep5({
      'GET /api/book_preview?paper_color=white&binding_type=hardcover&dedication=To+Ada': () => previewPages('white'),
    });
    await loaded();
    await user.click(screen.getByRole('radio', { name: /^Hardcover/ }));
    await user.click(screen.getByRole('radio', { name: /^White/ }));
    const dedication = screen.getByRole('textbox', { name: /^Dedication/ });
    await user.clear(dedication);
    await user.type(dedication, 'To Ada');
    await user.click(previewButton());
    expect(await screen.findByRole('img', { name: 'Front cover' })).toBeInTheDocument();
  });

  it("shows the server's reason when the book cannot be previewed, and tries again on request", async () => {
    const user = userEvent.setup();
    let asked = 0;
    renderStep5({
      [PREVIEW_CREAM]: () => {
        asked += 1;
        return asked === 1
          ? {
              status: 400,
              body: {
                error: 'PREVIEW_BOOK_INCOMPLETE',
                message:
                  'Your book cannot be previewed yet: cover, first chapter missing. Please complete steps 1 to 4 first.',
              },
            }
          : previewPages();
      },
    });
    await loaded();
    await user.click(previewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Preview your book' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your book cannot be previewed yet: cover, first chapter missing.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('img', { name: 'Front cover' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
