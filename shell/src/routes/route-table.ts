import type { RemoteFederationName } from '@storyloom/contracts';

/** Which header/footer a route gets: see chrome/SiteChrome.tsx. */
export type ChromeKind = 'landing' | 'content' | 'step';

export interface RemoteRoute {
  path: string;
  /** Federation name of the remote that serves the page. */
  remote: RemoteFederationName;
  /** Exposed module, as written in the remote's module-federation.config.ts. */
  exposed: `./${string}`;
  chrome: ChromeKind;
  /** Shows the top bar's 'Back to Step 1' button (content pages a visitor reaches from the wizard). */
  backToStep1?: boolean;
  /** What the browser tab calls the page; document-title.ts turns it into the document title. */
  title: RouteTitle;
}

/** The wizard step a page belongs to, counted from 1 like the step indicator. */
export type WizardStepNumber = 1 | 2 | 3 | 4 | 5;

/** The landing page carries the tagline, a wizard page its step, any other page its own name. */
export type RouteTitle = 'landing' | { step: WizardStepNumber } | { page: string };

/**
 * Spec section 2's route table, each path mapped to the remote page that renders it.
 * Paths are case-sensitive like the original site (/OldStep1 vs /step1).
 */
export const ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mf_content', exposed: './LandingPage', chrome: 'landing', title: 'landing' },
  { path: '/home', remote: 'mf_content', exposed: './LandingPage', chrome: 'landing', title: 'landing' },
  { path: '/login', remote: 'mf_content', exposed: './LoginPage', chrome: 'content', backToStep1: true, title: { page: 'Login' } },
  { path: '/signup', remote: 'mf_content', exposed: './SignupPage', chrome: 'content', backToStep1: true, title: { page: 'Sign Up' } },
  { path: '/tos', remote: 'mf_content', exposed: './TermsPage', chrome: 'content', backToStep1: true, title: { page: 'Terms of Service' } },
  { path: '/pp', remote: 'mf_content', exposed: './PrivacyPage', chrome: 'content', backToStep1: true, title: { page: 'Privacy Policy' } },
  { path: '/about-us', remote: 'mf_content', exposed: './AboutPage', chrome: 'content', title: { page: 'About Us' } },
  { path: '/contact', remote: 'mf_content', exposed: './ContactPage', chrome: 'content', backToStep1: true, title: { page: 'Contact Us' } },
  { path: '/step1', remote: 'mf_characters', exposed: './Step1Page', chrome: 'step', title: { step: 1 } },
  { path: '/step2', remote: 'mf_premise', exposed: './Step2Page', chrome: 'step', title: { step: 2 } },
  { path: '/step3', remote: 'mf_outline', exposed: './Step3Page', chrome: 'step', title: { step: 3 } },
  { path: '/step4', remote: 'mf_cover', exposed: './Step4Page', chrome: 'step', title: { step: 4 } },
  { path: '/step5', remote: 'mf_delivery', exposed: './Step5Page', chrome: 'step', title: { step: 5 } },
  { path: '/OldStep1', remote: 'mf_characters', exposed: './OldStep1Page', chrome: 'step', title: { step: 1 } },
  { path: '/OldStep2', remote: 'mf_premise', exposed: './OldStep2Page', chrome: 'step', title: { step: 2 } },
  // The spec: /OldStep3 shares its screen with /step3.
  { path: '/OldStep3', remote: 'mf_outline', exposed: './Step3Page', chrome: 'step', title: { step: 3 } },
  { path: '/OldStep4', remote: 'mf_cover', exposed: './OldStep4Page', chrome: 'step', title: { step: 4 } },
  { path: '/covertest', remote: 'mf_cover', exposed: './CoverTestPage', chrome: 'step', title: { page: 'Cover Test' } },
  // The spec hides this internal page's path; it lives under /internal so it is plainly not a visitor page.
  { path: '/internal/lulu-test-order', remote: 'mf_delivery', exposed: './TestOrderPage', chrome: 'content', title: { page: 'Lulu Test Order' } },
];
