/** One link of a top bar's menu; `outlined` draws it as an outlined button on wide screens. */
export interface NavItem {
  to: string;
  label: string;
  outlined?: boolean;
}

/** The content pages' top navigation (docs/product/landing-and-content.md#the-sites-chrome-built). */
export const TOP_NAV_LINKS: readonly NavItem[] = [
  { to: '/tos', label: 'Terms of Service' },
  { to: '/pp', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/about-us', label: 'About' },
];

/**
 * The step pages' bar: How It Works, Examples and Pricing are pages of their own (/how-it-works; /examples, the
 * sample books; /pricing), which the original linked to but never built. Contact is outlined
 * (docs/product/routes.md#pages).
 */
export const STEP_BAR_LINKS: readonly NavItem[] = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/examples', label: 'Examples' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact', outlined: true },
];

/** Footer links (docs/product/landing-and-content.md#the-sites-chrome-built), every one a page of its own. */
export const FOOTER_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/tos', label: 'Terms of Service' },
  { to: '/about-us', label: 'About us' },
  { to: '/pp', label: 'Privacy Policy' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
] as const;
