import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { REMOTES } from '@storyloom/contracts';
import { sharedDependencies } from '@storyloom/kit/build';

/** Step 5 (Delivery): delivery details, price summary and payment; the order's success and status pages and the buyer's proof; the internal print-provider test order page and the operators' orders page. */
export default createModuleFederationConfig({
  name: REMOTES['mf-delivery'],
  manifest: true,
  exposes: {
    './Step5Page': './src/pages/Step5Page.tsx',
    './TestOrderPage': './src/pages/TestOrderPage.tsx',
    './OrderSuccessPage': './src/pages/OrderSuccessPage.tsx',
    './OrderStatusPage': './src/pages/OrderStatusPage.tsx',
    './ProofPage': './src/pages/ProofPage.tsx',
    './OperatorOrdersPage': './src/pages/OperatorOrdersPage.tsx',
  },
  shared: sharedDependencies,
});
