import { loadRemote } from '@module-federation/enhanced/runtime';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { warmUpContract } from './contract-warm-up.js';
import { loadRemoteRegistry } from './remote-registry.js';

type RemoteModule = { default?: ComponentType };

export type RemoteComponentState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

/** Loaded pages, so coming back to a route renders at once instead of flashing the loading state. */
const loadedComponents = new Map<string, ComponentType>();

async function loadPage(id: string, isRetry: boolean, warmContract: boolean): Promise<ComponentType> {
  // A retry asks the registry again too: the remote may have been rolled back meanwhile. The page is asked for once
  // the shared contract is evaluated (in short tasks, contract-warm-up.ts): else the page's import evaluates it all
  // in one long task. Its files download meanwhile (the server's page hints them).
  await Promise.all([loadRemoteRegistry({ refresh: isRetry }), warmContract ? warmUpContract() : undefined]);
  const module = await loadRemote<RemoteModule>(id);
  const Component = module?.default;
  if (typeof Component !== 'function' && typeof Component !== 'object') {
    throw new Error(`Remote module ${id} has no default export to render`);
  }
  return Component as ComponentType;
}

/**
 * Loads a remote's exposed page (e.g. mf_premise + './Step2Page'). Bump `attempt` to try again after a failure.
 * `warmContract`: the page runs on the shared contract (a wizard step), which is evaluated in short tasks first; a
 * page that does not need it (the landing page, the content pages) does not download it for nothing.
 */
export function useRemoteComponent(
  remote: string,
  exposed: string,
  attempt: number,
  warmContract = false,
): RemoteComponentState {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const cached = loadedComponents.get(id);
  const [state, setState] = useState<RemoteComponentState>(
    cached ? { status: 'ready', Component: cached } : { status: 'loading' },
  );

  useEffect(() => {
    const alreadyLoaded = loadedComponents.get(id);
    if (alreadyLoaded) {
      setState({ status: 'ready', Component: alreadyLoaded });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loadPage(id, attempt > 0, warmContract).then(
      (Component) => {
        loadedComponents.set(id, Component);
        // A transition: the page's first render is done in slices that yield to the browser, not one long task.
        if (current) startTransition(() => setState({ status: 'ready', Component }));
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt, warmContract]);

  return state;
}
