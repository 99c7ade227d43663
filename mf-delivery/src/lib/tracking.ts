/** Only http(s) tracking links are offered as links (the carrier's address comes from Lulu, through our server). */
export function safeTrackingUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
