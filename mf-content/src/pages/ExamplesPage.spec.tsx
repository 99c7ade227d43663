import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { gate, installFakeFetch, renderWithProviders } from '@storyloom/kit/testing';
import type { SampleSummary } from '@storyloom/contracts';
import ExamplesPage from './ExamplesPage.js';

const sample = (slug: string, title: string, writer?: SampleSummary['writer']): SampleSummary => ({
  slug,
  title,
  forWhom: `For the reader of ${title}`,
  genre: 'Adventure',
  premise: `The premise of ${title}.`,
  cover: {
    url: `/api/samples/covers/${slug}.a.webp`,
    width: 400,
    height: 600,
    thumbnailUrl: `/api/samples/covers/${slug}.thumb.a.webp`,
    thumbnailWidth: 240,
    thumbnailHeight: 360,
  },
  ...(writer ? { writer } : {}),
});

describe('ExamplesPage', () => {
  it('shows a card per sample (thumbnail, title, for whom, premise) opening its sample story, and Start Your Story', async () => {
    installFakeFetch({
      'GET /api/samples': () => ({ body: { samples: [sample('rosa', 'Grandma Rosa'), sample('mia', 'Captain Mia')] } }),
    });
    renderWithProviders(<ExamplesPage />, '/examples');
    expect(screen.getByRole('heading', { level: 1, name: 'Examples' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Sample stories' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const mia = within(cards[1]!);
    expect(mia.getByRole('img', { name: 'Cover of Captain Mia' })).toHaveAttribute(
      'src',
      '/api/samples/covers/mia.thumb.a.webp',
    );
    expect(mia.getByRole('link', { name: 'Captain Mia' })).toHaveAttribute('href', '/sample-story?book=mia');
    expect(mia.getByText('For the reader of Captain Mia')).toBeInTheDocument();
    expect(mia.getByText('The premise of Captain Mia.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Story' })).toHaveAttribute('href', '/step1');
  });

  it('offers Start Your Story only once the cards are in place, so it never moves under the pointer', async () => {
    const held = gate();
    installFakeFetch({
      'GET /api/samples': async () => (await held.promise, { body: { samples: [sample('rosa', 'Grandma Rosa')] } }),
    });
    renderWithProviders(<ExamplesPage />, '/examples');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the sample stories...');
    expect(screen.queryByRole('link', { name: 'Start Your Story' })).not.toBeInTheDocument();
    held.open();
    await screen.findByRole('list', { name: 'Sample stories' });
    expect(screen.getByRole('link', { name: 'Start Your Story' })).toHaveAttribute('href', '/step1');
  });

  it('says which writer made each sample: the demo writer by name', async () => {
    installFakeFetch({
      'GET /api/samples': () => ({
        body: { samples: [sample('rosa', 'Grandma Rosa', 'offline'), sample('mia', 'Captain Mia', 'openai')] },
      }),
    });
    renderWithProviders(<ExamplesPage />, '/examples');
    const cards = within(await screen.findByRole('list', { name: 'Sample stories' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByText("Written by Storyloom's demo writer")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Written by Storyloom's writer (OpenAI)")).toBeInTheDocument();
  });

  it('says so when the samples cannot be loaded, and still offers Start Your Story', async () => {
    installFakeFetch({ 'GET /api/samples': () => ({ status: 503, body: { error: 'HTTP_503', message: 'down' } }) });
    renderWithProviders(<ExamplesPage />, '/examples');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the sample stories. Please try again in a moment.',
    );
    expect(screen.getByRole('link', { name: 'Start Your Story' })).toBeInTheDocument();
  });
});
