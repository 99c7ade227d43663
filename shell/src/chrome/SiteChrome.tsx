import { logOut, useAccount } from '@storyloom/kit';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, type ChromeKind } from '../routes/route-table.js';
import { AnnouncementBanner } from './AnnouncementBanner.js';
import { Footer } from './Footer.js';
import { STEP_BAR_LINKS, TOP_NAV_LINKS } from './nav-links.js';
import { TopNav } from './TopNav.js';

/**
 * The shell's frame around every remote page (docs/product/landing-and-content.md#the-sites-chrome-built): the
 * landing page has the announcement banner, the header without back button and the footer; content pages the top
 * navigation bar and the footer; wizard steps the same bar with the simpler step links and no footer.
 */
export function SiteChrome({ kind }: { kind: ChromeKind }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  const account = useAccount();
  const accountProps = { account, onLogOut: () => void logOut().catch(() => undefined) };

  return (
    <>
      {kind === 'landing' ? <AnnouncementBanner /> : null}
      {kind === 'step' ? (
        <TopNav links={STEP_BAR_LINKS} {...accountProps} />
      ) : (
        <TopNav
          links={TOP_NAV_LINKS}
          showBackButton={route?.backToStep1 === true}
          onBack={() => navigate('/step1')}
          {...accountProps}
        />
      )}
      <Outlet />
      {kind === 'step' ? null : <Footer />}
    </>
  );
}
