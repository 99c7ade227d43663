import type { HelmetOptions } from 'helmet';

/**
 * The content security policy the federated site runs under. Module Federation loads every remote's
 * mf-manifest.json and chunks from this origin (/remotes/…), so 'self' covers scripts and fetches;
 * styled-components injects <style> tags at run time, hence 'unsafe-inline' for styles only.
 * No 'unsafe-eval'. Later features (payment provider, image CDN) add their origins here, and only here.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Off: it would rewrite http:// asset URLs to https:// on plain-HTTP deployments (e.g. a LAN address).
  upgradeInsecureRequests: null,
} satisfies NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>['directives'];

/**
 * Helmet's defaults (nosniff, referrer and cross-origin policies, …) plus the policy above. X-Frame-Options says
 * DENY, like frame-ancestors 'none', for browsers that predate CSP frame-ancestors. HSTS is off here:
 * security-headers.ts sends it only over HTTPS.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: true, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
};
