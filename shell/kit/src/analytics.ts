import { useEffect, useRef } from 'react';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { apiPost } from './api-client.js';

export const PAGEVIEW_PATH = '/api/analytics/pageview';
export const WEB_VITALS_PATH = '/api/analytics/web-vitals';

/**
 * Records one pageview (docs/product/routes.md#api) when a page mounts, e.g. usePageview('/home', 'Home').
 * Analytics must never break a page, so failures are dropped.
 */
export function usePageview(page: string, title: string): void {
  // React's development double-mount must not count two visits.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${page}\n${title}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    apiPost(PAGEVIEW_PATH, { page, title }).catch(() => undefined);
  }, [page, title]);
}

const sendMetric = (metric: Metric) => {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    page: window.location.pathname,
  });
  // sendBeacon survives the page being closed, which is when CLS and INP are final.
  if (
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(WEB_VITALS_PATH, new Blob([body], { type: 'application/json' }))
  ) {
    return;
  }
  fetch(WEB_VITALS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
};

/** Starts reporting Core Web Vitals to the API (self-hosted analytics). Call once, from the app that owns the page. */
export function reportWebVitals(): void {
  onCLS(sendMetric);
  onFCP(sendMetric);
  onINP(sendMetric);
  onLCP(sendMetric);
  onTTFB(sendMetric);
}
