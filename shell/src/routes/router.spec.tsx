import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { theme } from '@storyloom/kit';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';

const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: jest.fn() }));
const warmUpContract = jest.fn(async () => undefined);
jest.unstable_mockModule('../remotes/contract-warm-up.js', () => ({ warmUpContract }));
jest.unstable_mockModule('../remotes/remote-registry.js', () => ({
  loadRemoteRegistry: async () => undefined,
  registeredEntryOf: () => undefined,
}));

const { AppRoutes } = await import('./router.js');

async function visit(path: string, heading: string) {
  window.history.pushState({}, '', path);
  loadRemote.mockResolvedValue({ default: () => <h2>{heading}</h2> });
  render(
    <ThemeProvider theme={theme}>
      <AppRoutes />
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { name: heading });
}

describe('AppRoutes: the contract warm-up', () => {
  beforeEach(() => {
    // jsdom has no scrolling; ScrollToTop scrolls on every page change.
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    warmUpContract.mockClear();
    loadRemote.mockReset();
  });

  it('warms the shared contract before a wizard step page', async () => {
    await visit('/step3', 'Outline page');
    expect(warmUpContract).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_outline/Step3Page');
  });

  it('leaves it alone on a content page, which does not run on it', async () => {
    await visit('/tos', 'Terms page');
    expect(warmUpContract).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledWith('mf_content/TermsPage');
  });
});
