import { beforeEach, describe, expect, it, jest } from '@jest/globals';

const registerRemotes = jest.fn();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote: jest.fn() }));

const { fakeResponse } = await import('@storyloom/kit/testing');
const { loadRemoteRegistry } = await import('./remote-registry.js');

const entry = (version: string) => ({
  name: 'mf_cover',
  packageName: 'mf-cover',
  version,
  entry: `/remotes/mf-cover/${version}/mf-manifest.json`,
});

/** The page as the server sends it: its registry's answer inside a JSON data block (api/src/static-site/page-head.ts). */
function serveInlineRegistry(body: string) {
  document.head.innerHTML = `<script type="application/json" id="storyloom-remote-registry">${body}</script>`;
}

describe('the remote registry', () => {
  let fetchMock: jest.Mock<typeof fetch>;
  beforeEach(() => {
    registerRemotes.mockReset();
    fetchMock = jest.fn(async () => fakeResponse(200, JSON.stringify({ remotes: [entry('0.3.0')] })));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('first takes the answer the server put into the page, without asking /api/remotes, and asks on a refresh', async () => {
    serveInlineRegistry(JSON.stringify({ remotes: [entry('0.2.0')] }));
    await loadRemoteRegistry();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_cover', entry: '/remotes/mf-cover/0.2.0/mf-manifest.json' }],
      { force: true },
    );
    expect(document.getElementById('storyloom-remote-registry')).toBeNull();

    // A retry after a failed load asks the server: the remote may have been rolled back since the page was served.
    await loadRemoteRegistry({ refresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/remotes');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_cover', entry: '/remotes/mf-cover/0.3.0/mf-manifest.json' }],
      { force: true },
    );
  });

  it('asks /api/remotes when the page carries a broken copy', async () => {
    serveInlineRegistry('{"remotes": [oops');
    fetchMock.mockImplementation(async () => fakeResponse(200, JSON.stringify({ remotes: [entry('0.4.0')] })));
    await loadRemoteRegistry({ refresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_cover', entry: '/remotes/mf-cover/0.4.0/mf-manifest.json' }],
      { force: true },
    );
  });
});
