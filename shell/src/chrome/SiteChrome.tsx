import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, type ChromeKind } from '../routes/route-table.js';
import { AnnouncementBanner } from './AnnouncementBanner.js';
import { Footer } from './Footer.js';
import { StepBar } from './StepBar.js';
import { TopNav } from './TopNav.js';

/**
 * The shell's frame around every remote page. Spec section 2: the landing page has the announcement banner,
 * the header without back button and the footer; content pages the top navigation bar and the footer;
 * wizard steps the simpler step bar.
 */
export function SiteChrome({ kind }: { kind: ChromeKind }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = ROUTES.find((candidate) => candidate.path === pathname);

  return (
    <>
      {kind === 'landing' ? <AnnouncementBanner /> : null}
      {kind === 'step' ? (
        <StepBar />
      ) : (
        <TopNav showBackButton={route?.backToStep1 === true} onBack={() => navigate('/step1')} />
      )}
      <Outlet />
      {kind === 'step' ? null : <Footer />}
    </>
  );
}
