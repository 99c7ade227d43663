import { renderStandalone } from '@storyloom/kit/standalone';
import Step5Page from './pages/Step5Page.js';
import TestOrderPage from './pages/TestOrderPage.js';
import OrderStatusPage from './pages/OrderStatusPage.js';
import ProofPage from './pages/ProofPage.js';
import OrderSuccessPage from './pages/OrderSuccessPage.js';
import OperatorOrdersPage from './pages/OperatorOrdersPage.js';

renderStandalone('mf-delivery', [
  { path: '/step5', element: <Step5Page /> },
  { path: '/order/success', element: <OrderSuccessPage /> },
  { path: '/order/status', element: <OrderStatusPage /> },
  { path: '/order/proof', element: <ProofPage /> },
  { path: '/internal/lulu-test-order', element: <TestOrderPage /> },
  { path: '/internal/orders', element: <OperatorOrdersPage /> },
]);
