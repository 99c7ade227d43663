import { theme } from '@storyloom/kit';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

/** Test support: renders inside the theme and a router, as the shell's App does (kept on rerender). */
export function renderInShell(element: ReactElement, path = '/') {
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </ThemeProvider>
  );
  return render(element, { wrapper: Providers });
}
