/// <reference path="./styled.d.ts" />
/**
 * Storyloom's light theme: green primary, cream background, olive top bar
 * (docs/product/landing-and-content.md#the-sites-chrome-built), with the breakpoints of
 * docs/product/constants-and-prices.md#screen-constants. Every remote reads it through styled-components'
 * ThemeProvider, which the shell owns.
 */
export const theme = {
  colors: {
    primary: '#2e7d32',
    primaryHover: '#1b5e20',
    primaryContrast: '#ffffff',
    secondary: '#6b7b3a',
    background: '#fdf8ec',
    surface: '#ffffff',
    // Dark olive: white text on it passes WCAG AA contrast (5.9:1).
    topBar: '#556b2f',
    topBarText: '#ffffff',
    text: '#1f2a1f',
    textMuted: '#5b6456',
    border: '#d9d2bf',
    focus: '#1565c0',
    error: '#c62828',
    success: '#2e7d32',
  },
  fonts: {
    body: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  radii: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
  space: (steps: number) => `${steps * 8}px`,
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  /** `${theme.media.md} { ... }` applies from the md breakpoint up. */
  media: {
    sm: '@media (min-width: 600px)',
    md: '@media (min-width: 900px)',
    lg: '@media (min-width: 1200px)',
    xl: '@media (min-width: 1536px)',
  },
} as const;

export type StoryloomTheme = typeof theme;
