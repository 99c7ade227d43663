import { describe, expect, it } from '@jest/globals';
import { benchRecorder, missesBudget } from './bench-record.mjs';

describe('the bench checks every figure that has a limit', () => {
  it('compares figures and limits in the same units', () => {
    expect(missesBudget('365 ms', '< 300 ms')).toBe(true);
    expect(missesBudget('299 ms', '< 300 ms')).toBe(false);
    expect(missesBudget('2.9 s', '< 3000 ms')).toBe(false);
    expect(missesBudget('121.0 s', '< 120 s')).toBe(true);
    expect(missesBudget('50.1 KB', '<= 50.0 KB')).toBe(true);
    expect(missesBudget('94', '>= 95')).toBe(true);
    expect(missesBudget('2100 req/s', '>= 2000 req/s')).toBe(false);
    expect(missesBudget('1800/s', '>= 2000/s')).toBe(true);
    expect(missesBudget('21', '<= 19 (clean + 1 per fault: a 429, a refusal)')).toBe(true);
  });

  it('leaves texts that are not limits, and values that are not figures, unchecked', () => {
    expect(missesBudget('12 ms', 'report')).toBeUndefined();
    expect(missesBudget('1.2 s', 'provider + < 300 ms')).toBeUndefined();
    expect(missesBudget('failed', '< 150 s')).toBeUndefined();
  });

  it('refuses to compare a time with a size rather than guess', () => {
    expect(() => missesBudget('12 MB', '< 300 ms')).toThrow(/cannot be compared/);
  });

  it("marks a row over budget by itself, and keeps a caller's own verdict", () => {
    const printed = [];
    const { record, rows } = benchRecorder({ print: (line) => printed.push(line) });
    record('outline L: API overhead, complete', '365 ms', '< 300 ms');
    record('Lighthouse / performance', '80', '>= 95', false);
    expect(rows.map((row) => row.overBudget)).toEqual([true, false]);
    expect(printed[0]).toMatch(/OVER BUDGET$/);
    expect(printed[1]).not.toMatch(/OVER BUDGET/);
  });
});
