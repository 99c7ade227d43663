import { renderStandalone } from '@storyloom/kit/standalone';
import OldStep1Page from './pages/OldStep1Page.js';
import Step1Page from './pages/Step1Page.js';

renderStandalone('mf-characters', [
  { path: '/step1', element: <Step1Page /> },
  { path: '/OldStep1', element: <OldStep1Page /> },
]);
