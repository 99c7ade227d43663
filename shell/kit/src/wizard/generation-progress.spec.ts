import { describe, expect, it } from '@jest/globals';
import { PROGRESS_CEILING, progressAt } from './generation-progress.js';

const SUMMARY_PROGRESS_MS = 60_000;

describe('progressAt', () => {
  it('rises linearly to 95% at 60 s and stays there', () => {
    expect(progressAt(0, SUMMARY_PROGRESS_MS)).toBe(0);
    expect(progressAt(30_000, SUMMARY_PROGRESS_MS)).toBeCloseTo(47.5);
    expect(progressAt(60_000, SUMMARY_PROGRESS_MS)).toBe(PROGRESS_CEILING);
    expect(progressAt(600_000, SUMMARY_PROGRESS_MS)).toBe(95);
  });
  it('scales to the duration it is given', () => {
    expect(progressAt(25_000, 50_000)).toBeCloseTo(47.5);
    expect(progressAt(50_000, 50_000)).toBe(PROGRESS_CEILING);
  });
});
