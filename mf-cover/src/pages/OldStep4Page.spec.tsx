import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeFetch, renderWithProviders, sentBodies } from '@storyloom/kit/testing';
import { installObjectUrls, photo } from '../lib/test-covers.js';
import OldStep4Page from './OldStep4Page.js';

let revoked: string[];
beforeEach(() => {
  ({ revoked } = installObjectUrls());
});

const zone = () => screen.getByTestId('legacy-drop-zone');
const input = () => screen.getByLabelText('Cover image');
const dataTransfer = (files: File[]) => ({
  files,
  types: ['Files'],
  items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
});

function renderOldStep4() {
  const fetchMock = installFakeFetch({ 'POST /api/analytics/pageview': () => ({ status: 204 }) });
  renderWithProviders(<OldStep4Page />, '/OldStep4');
  return fetchMock;
}

describe('OldStep4Page', () => {
  it('shows the title, Cover highlighted with stages 1-3 done, the prompt and the buttons, and records a pageview', async () => {
    const fetchMock = renderOldStep4();
    expect(screen.getByRole('heading', { level: 1, name: 'UPLOAD COVER IMAGE' })).toBeInTheDocument();
    const stages = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
    expect(stages.map((stage) => stage.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'active', 'todo']);
    expect(within(zone()).getByText('Drag and drop your image here')).toBeInTheDocument();
    expect(within(zone()).getByText('or click to select from files')).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', 'image/jpeg,.jpeg,.jpg,image/png,.png');
    expect(input()).not.toHaveAttribute('multiple');
    for (const name of ['Choose from files', 'Take a photo', 'Back to Step 3'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([
        { page: '/OldStep4', title: 'Old Step 4' },
      ]),
    );
  });

  it('shows a preview in place of the prompt, a new file replacing the previous one, and uploads nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderOldStep4();
    await user.upload(input(), photo('first.jpg'));
    const first = await screen.findByRole('img', { name: 'Preview of first.jpg' });
    expect(first.getAttribute('src')).toMatch(/^blob:.*first\.jpg$/);
    expect(screen.queryByText('Drag and drop your image here')).not.toBeInTheDocument();

    fireEvent.drop(zone(), { dataTransfer: dataTransfer([photo('second.png', 'image/png')]) });
    await screen.findByRole('img', { name: 'Preview of second.png' });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(revoked).toEqual([first.getAttribute('src')]);
    expect(
      fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path !== '/api/analytics/pageview'),
    ).toEqual([]);
  });

  it("refuses another type with the drop zone's own words and keeps the current preview", async () => {
    renderOldStep4();
    fireEvent.drop(zone(), { dataTransfer: dataTransfer([photo('cover.jpg')]) });
    await screen.findByRole('img', { name: 'Preview of cover.jpg' });
    fireEvent.drop(zone(), { dataTransfer: dataTransfer([photo('cover.webp', 'image/webp')]) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'cover.webp: File type must be one of image/jpeg, .jpeg, .jpg, image/png, .png',
    );
    expect(screen.getByRole('img', { name: 'Preview of cover.jpg' })).toBeInTheDocument();
  });

  it('takes one file at a time: of two dropped at once, the second is refused as Too many files', async () => {
    renderOldStep4();
    fireEvent.drop(zone(), { dataTransfer: dataTransfer([photo('a.jpg'), photo('b.jpg')]) });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^b\.jpg: Too many files$/);
    expect(await screen.findByRole('img', { name: 'Preview of a.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of b.jpg' })).not.toBeInTheDocument();
  });

  it('highlights the zone while a file is dragged over it', async () => {
    renderOldStep4();
    fireEvent.dragEnter(zone(), { dataTransfer: dataTransfer([photo('a.jpg')]) });
    await waitFor(() => expect(zone()).toHaveAttribute('data-drag-active', 'true'));
    fireEvent.dragLeave(zone(), { dataTransfer: dataTransfer([photo('a.jpg')]) });
    await waitFor(() => expect(zone()).not.toHaveAttribute('data-drag-active'));
  });

  it('Take a photo only writes to the console; Back to Step 3 goes to /step3', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    renderOldStep4();
    await user.click(screen.getByRole('button', { name: 'Take a photo' }));
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'UPLOAD COVER IMAGE' })).toBeInTheDocument();
    log.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Back to Step 3' }));
    expect(screen.getByText('Step 3 page')).toBeInTheDocument();
  });
});
