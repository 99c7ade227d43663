// The requests-per-book figure `npm run bench` prints (writing-requests.mjs): its budgets, and which books are
// marked OVER BUDGET (a clean book asking more than once per text; faults costing more than a request each).
import { describe, expect, it } from '@jest/globals';
import { BENCH_FAULTS, cleanRequestBudget, requestRows } from './writing-requests.mjs';

const faults = [{ name: 'a 429' }, { name: 'a refusal' }];

describe('cleanRequestBudget', () => {
  it('is one request per chapter, plus the summary and the outline', () => {
    expect(cleanRequestBudget(15)).toBe(17);
  });
});

describe('requestRows', () => {
  it('states both budgets, the faults by name, and is within them when each fault costs one request', () => {
    expect(requestRows({ chapters: 15, clean: 17, faulty: 19, faults })).toEqual([
      {
        name: 'requests per book, clean (15 chapters)',
        value: '17',
        budget: '= 17 (summary + outline + chapters)',
        overBudget: false,
      },
      {
        name: 'requests per book, 2 faults (15 chapters)',
        value: '19',
        budget: '<= 19 (clean + 1 per fault: a 429, a refusal)',
        overBudget: false,
      },
    ]);
  });

  it('marks a clean book that asked twice for a text, and faults whose retries stack', () => {
    const [clean, faulty] = requestRows({ chapters: 15, clean: 18, faulty: 20, faults });
    expect(clean.overBudget).toBe(true);
    expect(faulty.overBudget).toBe(true);
  });
});

describe('BENCH_FAULTS', () => {
  it('hits the summary, the outline and distinct chapters, each once', () => {
    const tasks = BENCH_FAULTS.map((fault) => fault.task);
    expect(tasks).toEqual(expect.arrayContaining(['summary', 'outline']));
    expect(new Set(tasks).size).toBe(tasks.length);
  });
});
