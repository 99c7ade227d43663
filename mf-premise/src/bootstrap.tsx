import { renderStandalone } from '@storyloom/kit/standalone';
import OldStep2Page from './pages/OldStep2Page.js';
import Step2Page from './pages/Step2Page.js';

renderStandalone('mf-premise', [
  { path: '/step2', element: <Step2Page /> },
  { path: '/OldStep2', element: <OldStep2Page /> },
]);
