import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../src/theme.js';

/** The wizard's step routes, rendered as markers ('Step 2 page') so tests can see a navigation happen. */
const STEP_PATHS = ['/step1', '/step2', '/step3', '/step4', '/step5'];

/**
 * Test support only (imported by specs, never by a page): what the shell gives a remote at run time, the theme
 * and a router, with `element` at `path` and every other step route as a marker.
 */
export function renderWithProviders(element: ReactElement, path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          {STEP_PATHS.filter((step) => step !== path).map((step) => (
            <Route key={step} path={step} element={<p>Step {step.slice(-1)} page</p>} />
          ))}
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Renders a component with the theme only. */
export function renderWithTheme(element: ReactElement) {
  return render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
}
