import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { HELMET_OPTIONS } from './content-security-policy.js';

/** One year, subdomains included: what browsers' preload rules ask for. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Browser features no Storyloom page uses, switched off for this site and anything it frames, so an injected
 * script or a third-party frame cannot ask the visitor for them. `()` is the empty allow-list.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's headers with the policy of content-security-policy.ts, plus Permissions-Policy, and HSTS only on
 * answers to requests that came over HTTPS (request.secure honours TRUST_PROXY's X-Forwarded-Proto): sent over
 * plain HTTP it would tell browsers to demand HTTPS from a deployment that has none (a LAN address, a dev box).
 */
export function securityHeaders(): RequestHandler {
  const helmetHeaders = helmet(HELMET_OPTIONS);
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.secure) response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    helmetHeaders(request, response, next);
  };
}
