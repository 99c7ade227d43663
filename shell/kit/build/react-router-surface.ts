/**
 * The react-router API Storyloom shares between the shell and its remotes (the `react-router` singleton).
 *
 * Why a list: a shared module is bundled whole because its consumers are unknown at build time, and all of
 * react-router (data routers, server rendering, cookies) is ~60 KB gzipped, half the first-load budget.
 * Sharing this declarative-routing subset keeps it tree-shaken and still one copy at run time.
 * Need another export? Add it here; builds fail loudly (exportsPresence: 'error') on a missing one.
 *
 * `storyloom-react-router-impl` is an alias for the real package (rspack-app-config.ts), so this module does
 * not consume itself. No MemoryRouter: only tests use it, and jest imports the real package (it would add ~0.5 KB).
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'storyloom-react-router-impl';
