import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { StepIndicator } from './StepIndicator.js';
import { renderWithTheme } from '../test-utils.js';

const stages = () => within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');

describe('StepIndicator', () => {
  it('names the five wizard stages in order', () => {
    renderWithTheme(<StepIndicator active={0} />);
    expect(stages().map((stage) => stage.textContent)).toEqual(['1Characters', '2Premise', '3Outline', '4Cover', '5Delivery']);
  });

  it('marks the active stage as the current step and the earlier ones as done', () => {
    renderWithTheme(<StepIndicator active={3} />);
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
});
