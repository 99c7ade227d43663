import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
// @ts-expect-error a plain ESM script without types, shared with the generator
import { formatSubdivisions, subdivisionsData } from '../../scripts/subdivisions-data.mjs';

describe('subdivisions.json', () => {
  it('is what country-region-data gives today (run `npm run subdivisions -w @storyloom/contracts` after upgrading it)', () => {
    const committed = readFileSync(new URL('./subdivisions.json', import.meta.url), 'utf8');
    expect(committed).toBe(formatSubdivisions(subdivisionsData()));
  });
});
