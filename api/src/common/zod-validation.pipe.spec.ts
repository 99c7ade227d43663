import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ValidationException } from './validation.exception.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const schema = z.object({
  characters: z.array(z.object({ name: z.string().min(1, 'Name is required') })).min(1),
  title: z.string().trim().default('Untitled'),
});

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(schema);

  it('returns the parsed, normalised value', () => {
    expect(pipe.transform({ characters: [{ name: 'Ada' }] }, { type: 'body' })).toEqual({
      characters: [{ name: 'Ada' }],
      title: 'Untitled',
    });
  });

  it('throws VALIDATION_FAILED with the first issue naming its nested path, and every issue in details', () => {
    let thrown: unknown;
    try {
      pipe.transform({ characters: [{ name: 'Ada' }, { name: '' }], title: 7 }, { type: 'body' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationException);
    const exception = thrown as ValidationException;
    expect(exception.status).toBe(400);
    expect(exception.code).toBe('VALIDATION_FAILED');
    expect(exception.message).toBe('characters[1].name: Name is required');
    expect(exception.details).toEqual([
      { path: 'characters[1].name', message: 'Name is required' },
      { path: 'title', message: expect.stringMatching(/expected string/) },
    ]);
  });

  it('names the request part when the whole value is wrong', () => {
    expect(() => pipe.transform(undefined, { type: 'query' })).toThrow(/^query: /);
  });
});
