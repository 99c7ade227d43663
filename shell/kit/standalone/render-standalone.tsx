import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { styled, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../src/GlobalStyle.js';
import { theme } from '../src/theme.js';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme: t }) => t.space(2)};
  padding: ${({ theme: t }) => t.space(1)} ${({ theme: t }) => t.space(2)};
  background: ${({ theme: t }) => t.colors.topBar};
  color: ${({ theme: t }) => t.colors.topBarText};
  a { color: inherit; }
  a.active { font-weight: 700; }
`;

/**
 * Renders a remote's pages alone (`npm run dev -w mf-premise`), inside the same ThemeProvider, GlobalStyle and
 * router the shell provides in production, with a small bar linking this remote's routes.
 */
export function renderStandalone(remoteName: string, routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <DevBar aria-label={`${remoteName} pages`}>
            <strong>{remoteName} (standalone)</strong>
            {routes.map((route) => (
              <NavLink key={route.path} to={route.path}>
                {route.path}
              </NavLink>
            ))}
          </DevBar>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
