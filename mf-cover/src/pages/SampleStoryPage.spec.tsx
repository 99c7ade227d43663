import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { installFakeFetch } from '@storyloom/kit/testing';
import { theme } from '@storyloom/kit';
import type { SampleBook } from '@storyloom/contracts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import SampleStoryPage from './SampleStoryPage.js';

const BOOK: SampleBook = {
  slug: 'captain-mia',
  title: 'Captain Mia and the Moon Garden',
  forWhom: 'For Mia on her seventh birthday',
  genre: 'Science Fiction',
  premise: 'Mia flies to the Moon.',
  cover: {
    url: '/api/samples/covers/captain-mia.abc.webp',
    width: 400,
    height: 600,
    thumbnailUrl: '/api/samples/covers/captain-mia.thumb.abc.webp',
    thumbnailWidth: 240,
    thumbnailHeight: 360,
  },
  summary: 'Mia and Biscuit.',
  characters: [{ name: 'Mia', isMainCharacter: true, relation: '', age: '7' }],
  bookSize: 'S',
  chapterTitles: ['The Cardboard Rocket', 'Lift Off'],
  firstChapter: 'Mia taped the last box.\n\nBiscuit barked at the stars.',
  madeWith: {
    writer: 'offline',
    promptVersions: { summary: 's1', outline: 'o1', chapter: 'c1' },
    coverDesigner: 'offline',
    madeAt: '2026-11-26T01:30:20.084Z',
  },
};

/** The page at a full address (with its query), as the shell routes it. */
function renderAt(address: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/sample-story" element={<SampleStoryPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('SampleStoryPage', () => {
  it("shows the sample named in the address through step 4's preview: its cover and first chapter", async () => {
    installFakeFetch({ 'GET /api/samples/captain-mia': () => ({ body: BOOK }) });
    renderAt('/sample-story?book=captain-mia');
    expect(screen.getByRole('heading', { level: 1, name: 'A Sample Story' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: BOOK.title })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sample cover' })).getByRole('img')).toHaveAttribute(
      'src',
      BOOK.cover.url,
    );
    expect(screen.getByRole('heading', { name: 'CHAPTER 1: THE CARDBOARD ROCKET' })).toBeInTheDocument();
    expect(screen.getByTestId('first-chapter-text')).toHaveTextContent('Biscuit barked at the stars.');
    expect(screen.getByText(BOOK.forWhom)).toBeInTheDocument();
    expect(screen.getByText(/Written by Storyloom's demo writer and Storyloom's cover designer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Story' })).toHaveAttribute('href', '/step1');
  });

  it('opens the first sample the API lists when the address names none', async () => {
    installFakeFetch({
      'GET /api/samples': () => ({ body: { samples: [BOOK, { ...BOOK, slug: 'other' }] } }),
      'GET /api/samples/captain-mia': () => ({ body: BOOK }),
    });
    renderAt('/sample-story');
    expect(await screen.findByRole('heading', { level: 2, name: BOOK.title })).toBeInTheDocument();
  });

  it("says so, with the server's own words and a way to every sample, when there is no such sample", async () => {
    installFakeFetch({
      'GET /api/samples/nope': () => ({
        status: 404,
        body: {
          error: 'SAMPLE_NOT_FOUND',
          message: 'We have no sample story by that name. See every sample at /examples.',
        },
      }),
    });
    renderAt('/sample-story?book=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('We have no sample story by that name.');
    expect(screen.getByRole('link', { name: 'See every sample story' })).toHaveAttribute('href', '/examples');
  });
});
