import { describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';

const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: jest.fn() }));
let warmed: () => void = () => undefined;
const warmUpContract = jest.fn(() => new Promise<void>((resolve) => (warmed = resolve)));
jest.unstable_mockModule('./contract-warm-up.js', () => ({ warmUpContract }));
jest.unstable_mockModule('./remote-registry.js', () => ({ loadRemoteRegistry: async () => undefined }));

const { useRemoteComponent } = await import('./use-remote-component.js');

describe('useRemoteComponent', () => {
  it('asks for the remote page only once the shared contract is warmed, so the page does not evaluate it in one long task', async () => {
    const Page = () => null;
    loadRemote.mockResolvedValue({ default: Page });
    const { result } = renderHook(() => useRemoteComponent('mf_cover', './Step4Page', 0, true));
    await waitFor(() => expect(warmUpContract).toHaveBeenCalled());
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => warmed());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', Component: Page }));
    expect(loadRemote).toHaveBeenCalledWith('mf_cover/Step4Page');
  });

  it('does not warm (nor download) the contract for a page that does not run on it', async () => {
    warmUpContract.mockClear();
    const Page = () => null;
    loadRemote.mockResolvedValue({ default: Page });
    const { result } = renderHook(() => useRemoteComponent('mf_content', './TermsPage', 0));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', Component: Page }));
    expect(warmUpContract).not.toHaveBeenCalled();
  });
});
