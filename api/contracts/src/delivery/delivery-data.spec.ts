import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
// biome-ignore format: one line, so that the @ts-expect-error below stays on the line that names the module
// @ts-expect-error a plain ESM script without types, shared with the generator
import { formatPhoneMetadata, formatSubdivisions, phoneMetadata, subdivisionsData } from '../../scripts/delivery-data.mjs';

const committed = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('the generated delivery data (run `npm run delivery-data -w @storyloom/contracts` after upgrading its packages)', () => {
  it('subdivisions.json is what country-region-data gives today', () => {
    expect(committed('subdivisions.json')).toBe(formatSubdivisions(subdivisionsData()));
  });

  it('phone-metadata.json is libphonenumber-js metadata of the ten countries today', () => {
    expect(committed('phone-metadata.json')).toBe(formatPhoneMetadata(phoneMetadata()));
  });
});
