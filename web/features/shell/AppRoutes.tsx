import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { ROUTES, type RouteDef } from '../../routes.ts';
import { SCREENS } from '../../screens.ts';
import { PopupSheet } from '../../ui/index.ts';
import { hasRole } from '@domain/roles.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { shellMessages } from './messages.ts';
import { backgroundOf, isPopupPath, type PopupState } from './navigation.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { ComingSoon, Forbidden, NotFound } from './StatusPages.tsx';

/** Applies the route's guards (forceLogin sends a guest to the login screen, minRole refuses others) and the route error handling. */
function GuardedRoute({ route }: { route: RouteDef }) {
  const viewer = useViewer();
  const location = useLocation();
  if (route.forceLogin && viewer.isGuest) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/?force_login=1&next=${next}`} replace />;
  }
  if (route.minRole && !hasRole(viewer.role, route.minRole)) return <Forbidden />;
  const Screen = route.screen ? SCREENS[route.screen] : ComingSoon;
  return (
    <RouteErrorBoundary>
      <RouteScreen>
        <Screen />
      </RouteScreen>
    </RouteErrorBoundary>
  );
}

function PopupRoute({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  const hasBackground = Boolean((location.state as PopupState | null)?.background);
  const close = () => void (hasBackground ? navigate(-1) : navigate('/', { replace: true }));
  return (
    <PopupSheet isOpen onClose={close} title={intl.formatMessage(shellMessages.appName)}>
      <GuardedRoute route={route} />
    </PopupSheet>
  );
}

/**
 * Page routes render in the main area. A popup route renders in a sheet over the page it was
 * opened from (or over home when opened directly), like the spec's display modes.
 */
export function AppRoutes() {
  const location = useLocation();
  const popup = isPopupPath(location.pathname);
  const background = backgroundOf(location);
  return (
    <>
      <Routes location={background ?? location}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      {popup && (
        <Routes>
          {ROUTES.filter((route) => route.display === 'popup').map((route) => (
            <Route key={route.path} path={route.path} element={<PopupRoute route={route} />} />
          ))}
        </Routes>
      )}
    </>
  );
}
