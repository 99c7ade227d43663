/**
 * Demo mode's notice on every page (config/run-mode.ts): a small label in the corner, so nobody takes a demo site
 * for the product. The server writes it into the page it sends, so it is there at first paint with no script and no
 * request, and it is `position: fixed`: it covers a corner of the page instead of pushing anything down (no layout
 * shift for Lighthouse's CLS). It lets clicks through, and it is an aside with a name, so screen readers find it.
 */
export const DEMO_SITE_NOTICE = 'Demo site: books made here are demo books, not real orders.';

const STYLE = [
  'position:fixed',
  'left:8px',
  'bottom:8px',
  'z-index:2147483647',
  'margin:0',
  'padding:2px 8px',
  'border-radius:4px',
  'background:#1d1a16',
  'color:#fbf7ee',
  'font:12px/1.5 system-ui,sans-serif',
  'pointer-events:none',
].join(';');

export const DEMO_NOTICE_ELEMENT = `<aside aria-label="Demo mode" data-demo-notice style="${STYLE}">${DEMO_SITE_NOTICE}</aside>`;

/** `html` with the demo notice placed just before `</body>` (or unchanged when it has none). */
export function withDemoNotice(html: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html : `${html.slice(0, at)}${DEMO_NOTICE_ELEMENT}${html.slice(at)}`;
}
