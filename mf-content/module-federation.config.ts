import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { REMOTES } from '@storyloom/contracts';
import { sharedDependencies } from '@storyloom/kit/build';

/** Content pages: landing, how it works, legal and info pages, login, signup, the account pages and the examples (sample books). */
export default createModuleFederationConfig({
  name: REMOTES['mf-content'],
  manifest: true,
  exposes: {
    './LandingPage': './src/pages/LandingPage.tsx',
    './TermsPage': './src/pages/TermsPage.tsx',
    './PrivacyPage': './src/pages/PrivacyPage.tsx',
    './AboutPage': './src/pages/AboutPage.tsx',
    './ContactPage': './src/pages/ContactPage.tsx',
    './LoginPage': './src/pages/LoginPage.tsx',
    './SignupPage': './src/pages/SignupPage.tsx',
    './PricingPage': './src/pages/PricingPage.tsx',
    './FaqPage': './src/pages/FaqPage.tsx',
    './HowItWorksPage': './src/pages/HowItWorksPage.tsx',
    './AccountPage': './src/pages/AccountPage.tsx',
    './VerifyEmailPage': './src/pages/VerifyEmailPage.tsx',
    './ForgotPasswordPage': './src/pages/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
    './ExamplesPage': './src/pages/ExamplesPage.tsx',
  },
  shared: sharedDependencies,
});
