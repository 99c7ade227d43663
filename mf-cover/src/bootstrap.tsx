import { renderStandalone } from '@storyloom/kit/standalone';
import CoverTestPage from './pages/CoverTestPage.js';
import OldStep4Page from './pages/OldStep4Page.js';
import Step4Page from './pages/Step4Page.js';

renderStandalone('mf-cover', [
  { path: '/step4', element: <Step4Page /> },
  { path: '/OldStep4', element: <OldStep4Page /> },
  { path: '/covertest', element: <CoverTestPage /> },
]);
