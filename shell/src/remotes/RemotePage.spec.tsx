import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';

const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
const registerRemotes = jest.fn();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes }));

const { fakeResponse } = await import('@storyloom/kit/testing');
const { renderInShell } = await import('../test-utils.js');
const { RemotePage } = await import('./RemotePage.js');

const REGISTRY = {
  remotes: [
    { name: 'mf_cover', packageName: 'mf-cover', version: '0.2.0', entry: '/remotes/mf-cover/0.2.0/mf-manifest.json' },
  ],
};

function Thrower(): never {
  throw new Error('render bug');
}

describe('RemotePage', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    globalThis.fetch = jest.fn(async () => fakeResponse(200, JSON.stringify(REGISTRY))) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('registers the remotes from /api/remotes and renders the exposed page', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Create Your Cover</h1> });
    renderInShell(<RemotePage remote="mf_cover" exposed="./Step4Page" />);
    expect(await screen.findByRole('heading', { name: 'Create Your Cover' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_cover', entry: '/remotes/mf-cover/0.2.0/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_cover/Step4Page');
  });

  it('shows its placeholder (the landing hero) while the remote loads, then the page in its place', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderInShell(
      <RemotePage remote="mf_cover" exposed="./LandingPage" placeholder={<h1>A book as UNIQUE as its reader.</h1>} />,
    );
    expect(screen.getByRole('heading', { name: 'A book as UNIQUE as its reader.' })).toBeInTheDocument();
    await act(async () => arrive({ default: () => <h2>4 easy steps</h2> }));
    expect(await screen.findByRole('heading', { name: '4 easy steps' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'A book as UNIQUE as its reader.' })).not.toBeInTheDocument();
  });

  it("shows the spec's chunk-load error with the reason, and Retry loads it again", async () => {
    loadRemote.mockRejectedValueOnce(
      new Error('Manifest answered 404 (missing: /remotes/mf-cover/0.2.0/mf-manifest.json)'),
    );
    loadRemote.mockResolvedValueOnce({ default: () => <h1>UPLOAD COVER IMAGE</h1> });
    renderInShell(<RemotePage remote="mf_cover" exposed="./OldStep4Page" />);
    expect(await screen.findByRole('heading', { name: 'Loading chunk mf_cover failed.' })).toBeInTheDocument();
    expect(screen.getByText('(missing: /remotes/mf-cover/0.2.0/mf-manifest.json)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'UPLOAD COVER IMAGE' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('catches a page that throws while rendering, leaving the rest of the shell alone', async () => {
    loadRemote.mockResolvedValue({ default: Thrower });
    renderInShell(
      <>
        <header>Storyloom header</header>
        <RemotePage remote="mf_cover" exposed="./CoverTestPage" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page.' })).toBeInTheDocument();
    expect(screen.getByText('Storyloom header')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
