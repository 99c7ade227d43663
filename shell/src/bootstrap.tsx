import { reportWebVitals } from '@storyloom/kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { loadRemoteRegistry } from './remotes/remote-registry.js';

// Ask where the remotes live while React renders the chrome; routes wait for the answer.
void loadRemoteRegistry().catch(() => undefined);
reportWebVitals();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
