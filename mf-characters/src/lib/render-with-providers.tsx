import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storyloom/kit';

/**
 * Test support only (imported by specs, never by a page): what the shell gives a remote at run time, the
 * theme and a router, with /step2 rendered as a marker so tests can see the navigation happen.
 */
export function renderWithProviders(element: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/step2" element={<p>Step 2 page</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Renders a component with the theme only. */
export function renderWithTheme(element: ReactElement) {
  return render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
}
