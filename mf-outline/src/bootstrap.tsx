import { renderStandalone } from '@storyloom/kit/standalone';
import Step3Page from './pages/Step3Page.js';

renderStandalone('mf-outline', [
  { path: '/step3', element: <Step3Page /> },
  { path: '/OldStep3', element: <Step3Page /> },
]);
