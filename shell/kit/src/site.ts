/**
 * Public facts about the site shown in the footer and on the About and Contact pages.
 * The spec leaves them as placeholders ({phone}, {email}, {host}), so they live in this one place.
 */
export const SITE = {
  name: 'Storyloom',
  host: 'storyloom.example',
  phone: '(555) 010-0199',
  email: 'hello@storyloom.example',
} as const;
