import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { usePageview } from './analytics.js';
import { fakeResponse } from '../testing/fake-response.js';

function Page({ page, title }: { page: string; title: string }) {
  usePageview(page, title);
  return null;
}

describe('usePageview', () => {
  const fetchMock = jest.fn<typeof fetch>();
  beforeEach(() => {
    globalThis.fetch = fetchMock;
    fetchMock.mockResolvedValue(fakeResponse(204));
  });
  afterEach(() => {
    fetchMock.mockReset();
  });

  it('posts one pageview per mount, even under StrictMode double effects', () => {
    const { rerender } = render(
      <StrictMode>
        <Page page="/home" title="Home" />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Page page="/home" title="Home" />
      </StrictMode>,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/analytics/pageview',
      expect.objectContaining({ method: 'POST', body: '{"page":"/home","title":"Home"}' }),
    );
  });

  it('never breaks the page when the API is down: no throw, no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    jest.useFakeTimers();
    try {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect(() => render(<Page page="/login" title="Login" />)).not.toThrow();
      // Node reports a rejection nobody handled once the microtasks queued with it have run, before the next turn of
      // the event loop; advancing the fake clock by nothing lets that turn pass, with no time waited.
      await jest.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      process.off('unhandledRejection', unhandled);
    }
  });
});
