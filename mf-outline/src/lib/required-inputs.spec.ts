import { describe, expect, it } from '@jest/globals';
import { requiredInputsMissing } from './required-inputs.js';

describe('requiredInputsMissing', () => {
  it('names the server-reported gaps as the checklist does, once each, in checklist order', () => {
    expect(requiredInputsMissing(['characters', 'story details', 'story summary'])).toEqual([
      'Story Summary',
      'Characters',
    ]);
    expect(requiredInputsMissing(['story details'])).toEqual(['Story Summary']);
    expect(requiredInputsMissing(['characters'])).toEqual(['Characters']);
    expect(requiredInputsMissing([])).toEqual([]);
  });
});
