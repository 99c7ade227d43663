import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeFetch, renderWithProviders } from '@storyloom/kit/testing';
import { installObjectUrls, photo, sentForms, TINY_PNG_BASE64 } from '../lib/test-covers.js';
import CoverTestPage from './CoverTestPage.js';

beforeEach(() => {
  installObjectUrls();
});

describe('CoverTestPage', () => {
  it('sends the photos, the words and the count, and shows every result with its seed', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({
      'POST /api/covertest': () => ({
        body: {
          designer: 'offline',
          covers: [
            { seed: 'alpha', image: TINY_PNG_BASE64 },
            { seed: 'beta', image: TINY_PNG_BASE64 },
            { seed: 'gamma', image: TINY_PNG_BASE64 },
          ],
          warnings: [{ file: 'face.jpg', message: 'This photo may print soft.' }],
        },
      }),
    });
    renderWithProviders(<CoverTestPage />, '/covertest');
    expect(screen.getByRole('heading', { level: 1, name: 'Cover Test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Photos of the main character'), [photo('face.jpg')]);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Storm Light');
    await user.clear(screen.getByLabelText('Genre'));
    await user.type(screen.getByLabelText('Genre'), 'Mystery');
    await user.clear(screen.getByLabelText('Designs'));
    await user.type(screen.getByLabelText('Designs'), '9'); // at most 4
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const results = screen.getByRole('region', { name: 'Generated covers' });
    await waitFor(() => expect(within(results).getAllByRole('img')).toHaveLength(3));
    expect(within(results).getByRole('img', { name: 'Cover with seed beta' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${TINY_PNG_BASE64}`,
    );
    expect(results).toHaveTextContent('Seed: alpha');
    expect(screen.getByRole('status')).toHaveTextContent('3 designs by the offline designer');
    expect(screen.getByRole('status')).toHaveTextContent('face.jpg: This photo may print soft.');
    const [form] = sentForms(fetchMock, '/api/covertest');
    expect(
      Object.fromEntries(['title', 'genre', 'tone', 'name', 'count'].map((field) => [field, form!.get(field)])),
    ).toEqual({
      title: 'Storm Light',
      genre: 'Mystery',
      tone: 'Hopeful',
      name: 'Grandma Rosa',
      count: '4',
    });
    expect(form!.getAll('images[]').map((file) => (file as File).name)).toEqual(['face.jpg']);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    installFakeFetch({
      'POST /api/covertest': () => ({
        status: 429,
        body: { error: 'RATE_LIMITED', message: 'Too many cover tests. Try again in a minute.' },
      }),
    });
    renderWithProviders(<CoverTestPage />, '/covertest');
    await user.upload(screen.getByLabelText('Photos of the main character'), [photo('face.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many cover tests. Try again in a minute.');
  });
});
