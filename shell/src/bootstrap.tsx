import { reportWebVitals } from '@storyloom/kit';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { loadRemoteRegistry } from './remotes/remote-registry.js';

// Ask where the remotes live while React renders the chrome; routes wait for the answer.
void loadRemoteRegistry().catch(() => undefined);
reportWebVitals();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds, instead of one long task that
// blocks input for the whole first render (Lighthouse's total blocking time, issue 16).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
