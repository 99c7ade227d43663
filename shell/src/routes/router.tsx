import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ScrollToTop } from '../chrome/ScrollToTop.js';
import { SiteChrome } from '../chrome/SiteChrome.js';
import { LandingFirstPaint } from '../remotes/LandingFirstPaint.js';
import { RemotePage } from '../remotes/RemotePage.js';
import { StepFirstPaint } from '../remotes/StepFirstPaint.js';
import { documentTitle, useDocumentTitle } from './document-title.js';
import { NotFoundScreen } from './NotFoundScreen.js';
import { ROUTES, type ChromeKind, type RemoteRoute } from './route-table.js';
import { serverSaidNotFound } from './server-not-found.js';

const CHROME_KINDS: ChromeKind[] = ['landing', 'content', 'step'];

/**
 * One layout route per chrome kind (so header and footer stay mounted while moving between pages of the same
 * kind), each with its pages as children; anything else gets the default error screen inside the content chrome.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <SiteRoutes />
    </BrowserRouter>
  );
}

/**
 * The routes; but at the address the server answered with its not-found page (an unknown path, or `/internal/*` for
 * all but operators: server-not-found.ts), only the error screen, whatever the route table would match there.
 */
function SiteRoutes() {
  const { pathname } = useLocation();
  const notFound = (
    <Route element={<SiteChrome kind="content" />}>
      <Route path="*" element={<NotFoundScreen />} />
    </Route>
  );
  if (serverSaidNotFound(pathname)) return <Routes>{notFound}</Routes>;
  return (
    <Routes>
      {CHROME_KINDS.map((kind) => (
        <Route key={kind} element={<SiteChrome kind={kind} />}>
          {ROUTES.filter((route) => route.chrome === kind).map((route) => (
            <Route
              key={route.path}
              path={route.path}
              caseSensitive
              element={<RoutePage key={route.path} route={route} />}
            />
          ))}
        </Route>
      ))}
      {notFound}
    </Routes>
  );
}

/** One route's page: its remote, and its name in the browser tab. */
function RoutePage({ route }: { route: RemoteRoute }) {
  useDocumentTitle(documentTitle(route.title));
  return (
    <RemotePage
      remote={route.remote}
      exposed={route.exposed}
      placeholder={firstPaintOf(route)}
      warmContract={route.chrome === 'step'}
    />
  );
}

/** What paints before the page's remote has arrived: the landing hero, a step page's header, or the loading state. */
function firstPaintOf(route: RemoteRoute): ReactNode {
  if (route.chrome === 'landing') return <LandingFirstPaint />;
  if (route.firstPaint === 'step' && typeof route.title === 'object' && 'step' in route.title) {
    return <StepFirstPaint step={route.title.step} heading={route.heading} />;
  }
  return undefined;
}
