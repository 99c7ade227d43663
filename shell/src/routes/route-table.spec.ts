import { describe, expect, it } from '@jest/globals';
import { REMOTES } from '@storyloom/contracts';
import { ROUTES } from './route-table.js';

/**
 * Every route of docs/product/routes.md, plus the pages the product leaves to us: the internal operator pages (test order, orders),
 * the order pages the checkout returns to (docs/product/step5-delivery.md), the account pages (docs/product/accounts.md) and
 * the sample books' pages (/examples, /sample-story: docs/product/landing-and-content.md).
 */
const SPEC_PATHS = [
  '/',
  '/home',
  '/login',
  '/signup',
  '/step1',
  '/step2',
  '/step3',
  '/step4',
  '/step5',
  '/OldStep1',
  '/OldStep2',
  '/OldStep3',
  '/OldStep4',
  '/tos',
  '/pp',
  '/about-us',
  '/contact',
  '/covertest',
];

describe('route table', () => {
  it('has every route of the spec, once, the internal test-order page, the order pages, the account pages, pricing, FAQ, how it works, the examples and the sample story', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(SPEC_PATHS));
    expect(paths.filter((path) => !SPEC_PATHS.includes(path))).toEqual([
      '/sample-story',
      '/order/success',
      '/order/status',
      '/order/proof',
      '/internal/lulu-test-order',
      '/internal/orders',
      '/account',
      '/verify-email',
      '/forgot-password',
      '/reset-password',
      '/pricing',
      '/faq',
      '/examples',
      '/how-it-works',
    ]);
  });

  it('maps every route to a known remote', () => {
    const federationNames: string[] = Object.values(REMOTES);
    for (const route of ROUTES) expect(federationNames).toContain(route.remote);
  });

  it('serves /OldStep3 with the /step3 screen, and the landing page at / and /home', () => {
    const byPath = (path: string) => ROUTES.find((route) => route.path === path);
    expect(byPath('/OldStep3')).toMatchObject({ remote: byPath('/step3')?.remote, exposed: byPath('/step3')?.exposed });
    expect(byPath('/')).toMatchObject({ exposed: './LandingPage', chrome: 'landing' });
    expect(byPath('/home')).toMatchObject({ exposed: './LandingPage', chrome: 'landing' });
  });
});
