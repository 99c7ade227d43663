import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useAfterFirstCommit } from './use-after-first-commit.js';

describe('useAfterFirstCommit', () => {
  it('is false for the first commit and true from the one after it', () => {
    const seen: boolean[] = [];
    function Probe() {
      const after = useAfterFirstCommit();
      useLayoutEffect(() => {
        seen.push(after);
      });
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual([false, true]);
  });
});
