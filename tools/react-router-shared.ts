/**
 * The part of react-router the containers use, and all that is shared of it (tools/app-config.ts). A
 * shared module is bundled whole, since any container may use any export; sharing this list instead of
 * the package lets the bundler drop the rest of the router (server rendering, data APIs we do not use).
 * A container that needs another export adds it here.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-package';
