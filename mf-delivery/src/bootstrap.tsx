import { renderStandalone } from '@storyloom/kit/standalone';
import Step5Page from './pages/Step5Page.js';
import TestOrderPage from './pages/TestOrderPage.js';

renderStandalone('mf-delivery', [
  { path: '/step5', element: <Step5Page /> },
  { path: '/internal/lulu-test-order', element: <TestOrderPage /> },
]);
