import { describe, expect, it } from '@jest/globals';
import { AGE_MESSAGE, ageProblem, decreaseAge, increaseAge, sanitiseTypedAge } from './age-stepper.js';

describe('age stepper rules', () => {
  it('increase sets 1 from empty, otherwise adds 1', () => {
    expect(increaseAge('')).toBe('1');
    expect(increaseAge('0')).toBe('1');
    expect(increaseAge('41')).toBe('42');
  });
  it('increase stops at the largest accepted age', () => {
    expect(increaseAge('9999')).toBe('9999');
  });
  it('decrease sets 0 when empty or at/below 0, otherwise subtracts 1', () => {
    expect(decreaseAge('')).toBe('0');
    expect(decreaseAge('0')).toBe('0');
    expect(decreaseAge('1')).toBe('0');
    expect(decreaseAge('42')).toBe('41');
  });
  it('typing keeps whole-number digits only', () => {
    expect(sanitiseTypedAge('-12.5a')).toBe('125');
    expect(sanitiseTypedAge('123456')).toBe('1234');
    expect(sanitiseTypedAge('')).toBe('');
  });
  it('an age is empty or a whole number from 0 to 9999; anything else gets the message', () => {
    for (const fine of ['', ' ', '0', '7', '9999']) expect(ageProblem(fine)).toBeUndefined();
    for (const wrong of ['4.5', '-5', '1e2', 'ten', '10000']) expect(ageProblem(wrong)).toBe(AGE_MESSAGE);
  });
});
