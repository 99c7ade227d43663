import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { DraftProgressReply } from '@storyloom/contracts';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { StepIndicator } from './StepIndicator.js';
import { renderWithTheme } from '../../testing/render-with-providers.js';

const stages = () => within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
const statesOf = () => stages().map((stage) => stage.getAttribute('data-state'));

const progress = (steps: Partial<DraftProgressReply['steps']>): DraftProgressReply => ({
  steps: { characters: false, premise: false, outline: false, cover: false, delivery: false, ...steps },
  stale: { summary: false, outline: false },
  outlineMissing: [],
});

describe('StepIndicator', () => {
  it('names the five wizard stages in order', () => {
    renderWithTheme(<StepIndicator active={0} progress={null} />);
    expect(stages().map((stage) => stage.textContent)).toEqual([
      '1Characters',
      '2Premise',
      '3Outline',
      '4Cover',
      '5Delivery',
    ]);
  });

  it('marks the active stage as the current step and the stages the server has data for as done', () => {
    renderWithTheme(
      <StepIndicator active={3} progress={progress({ characters: true, premise: true, outline: true })} />,
    );
    const [characters, premise, outline, cover, delivery] = stages();
    for (const done of [characters, premise, outline]) {
      expect(done).toHaveAttribute('data-state', 'done');
      expect(done).toHaveTextContent('(done)');
    }
    expect(cover).toHaveAttribute('aria-current', 'step');
    expect(cover).toHaveTextContent('Cover');
    expect(delivery).toHaveAttribute('data-state', 'todo');
    expect(delivery).not.toHaveAttribute('aria-current');
  });

  it('does not mark an earlier stage done when the server has nothing saved for it', () => {
    renderWithTheme(<StepIndicator active={2} progress={progress({ characters: true })} />);
    expect(statesOf()).toEqual(['done', 'todo', 'active', 'todo', 'todo']);
    expect(stages()[1]).not.toHaveTextContent('(done)');
  });

  it('asks the server for the progress when the page did not pass it', async () => {
    installFakeFetch({ 'GET /api/draft/progress': () => ({ body: progress({ characters: true, premise: true }) }) });
    renderWithTheme(<StepIndicator active={2} />);
    await waitFor(() => expect(statesOf()).toEqual(['done', 'done', 'active', 'todo', 'todo']));
  });

  it('marks nothing done while the progress is unknown (server unreachable)', async () => {
    const fetchMock = installFakeFetch({ 'GET /api/draft/progress': () => ({ status: 503 }) });
    renderWithTheme(<StepIndicator active={3} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(statesOf()).toEqual(['todo', 'todo', 'todo', 'active', 'todo']);
  });
});
