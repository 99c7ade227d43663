import { z } from 'zod';
import { storableText } from './storable-text.js';

/** A pageview (docs/product/routes.md#api): `page` is a path, `title` a human name. */
export const pageviewEventSchema = z.object({
  page: storableText('Page').trim().min(1).max(200),
  title: storableText('Title').trim().min(1).max(200),
});
export type PageviewEvent = z.infer<typeof pageviewEventSchema>;

/** One web-vitals report (https://github.com/GoogleChrome/web-vitals metric shape, trimmed). */
export const webVitalEventSchema = z.object({
  name: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite().min(0).max(1_000_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: storableText('Id').max(100),
  page: storableText('Page').max(200),
});
export type WebVitalEvent = z.infer<typeof webVitalEventSchema>;
