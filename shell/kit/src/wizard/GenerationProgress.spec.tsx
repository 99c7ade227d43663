import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-providers.js';
import { GenerationProgress } from './GenerationProgress.js';

describe('GenerationProgress', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('labels the bar and moves it with the time waited, stopping at 95%', () => {
    renderWithTheme(<GenerationProgress label="Writing your outline..." durationMs={50_000} />);
    const bar = screen.getByRole('progressbar', { name: 'Writing your outline...' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => jest.advanceTimersByTime(25_000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(47);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(48);
    act(() => jest.advanceTimersByTime(100_000));
    expect(bar).toHaveAttribute('aria-valuenow', '95');
    expect(screen.getByText('Writing your outline...')).toBeInTheDocument();
  });
});
