/** The content pages' top navigation (spec section 2, 'Top navigation bar'). */
export const TOP_NAV_LINKS = [
  { to: '/tos', label: 'Terms of Service' },
  { to: '/pp', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/about-us', label: 'About' },
] as const;

/**
 * The step pages' bar. The spec's /how-it-works, /examples and /pricing are not in its route table, so these
 * point at the landing page's sections instead of dead routes.
 */
export const STEP_BAR_LINKS = [
  { to: '/#how-it-works', label: 'How It Works' },
  { to: '/#examples', label: 'Examples' },
  { to: '/#pricing', label: 'Pricing' },
] as const;

/** Footer links (spec section 2, landing page). Pricing and FAQ are placeholders in the spec. */
export const FOOTER_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/tos', label: 'Terms of Service' },
  { to: '/about-us', label: 'About us' },
  { to: '/pp', label: 'Privacy Policy' },
] as const;
