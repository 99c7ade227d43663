/**
 * Where to go after signup or login: the `?next=` path when it stays on this site (a path starting with one '/',
 * no scheme, no protocol-relative '//' or '/\' that a browser would read as another host), else 'My orders'.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/account'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  try {
    const base = 'https://storyloom.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
