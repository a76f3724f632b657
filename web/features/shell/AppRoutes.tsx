import { use } from 'react';
import { EntryPointContainer, useRelayEnvironment } from 'react-relay/hooks';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { ROUTES, type RouteDef } from '../../routes.ts';
import { PopupSheet } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { OnlyMemberArea } from '../site/OnlyMemberArea.tsx';
import { loginHref, loginPagePath, siteEntityArrival } from '../site/site.ts';
import { useSite } from '../site/SiteProvider.tsx';
import { shellMessages } from './messages.ts';
import { backgroundOf, isPopupPath, type PopupState } from './navigation.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { geoArrival } from '../geo-filter/geo-filter.ts';
import { guardRoute, TWO_FACTOR_SETUP_PATH } from './route-guard.ts';
import { hasScreen, type ScreenRoute, useRoutePreparer } from './route-preparer.ts';
import { RouteScreen } from './RouteScreen.tsx';
import { ComingSoon, Forbidden, NotFound } from './StatusPages.tsx';

/**
 * Applies the route's guards (forceLogin sends a guest to the login screen at the site's login path,
 * minRole refuses others, a subdomain's membersOnly route refuses non-members) and the route error handling.
 */
function GuardedRoute({ route }: { route: RouteDef }) {
  const viewer = useViewer();
  const site = useSite();
  const location = useLocation();
  switch (guardRoute(route, viewer, location.search, site)) {
    case 'login':
      return <Navigate to={loginHref(site.loginPath, location.pathname + location.search)} replace />;
    case 'forbidden':
      return <Forbidden />;
    case 'twoFactor':
      return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
    case 'members':
      return <OnlyMemberArea />;
    case 'geo':
      return <Navigate to={{ pathname: location.pathname, search: geoArrival(location.search, viewer) ?? '' }} state={location.state as unknown} replace />;
    case 'site':
      return <Navigate to={{ pathname: location.pathname, search: siteEntityArrival(location.search, site) ?? '' }} state={location.state as unknown} replace />;
    case 'open':
      return (
        <RouteErrorBoundary>
          <RouteScreen>{hasScreen(route) ? <PreparedScreen route={route} /> : <ComingSoon />}</RouteScreen>
        </RouteErrorBoundary>
      );
  }
}

const HOME_ROUTE = ROUTES.find((route) => route.path === '/')!;

/** The route's screen as the route preparer started it: its code and its queries load together. */
function PreparedScreen({ route }: { route: ScreenRoute }) {
  const preparer = useRoutePreparer();
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const location = useLocation();
  const { locale } = useIntl();
  const { started } = preparer.screenFor({ environment, viewer, language: locale }, location, route);
  return <EntryPointContainer entryPointReference={started instanceof Promise ? use(started) : started} props={{}} />;
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
  const { loginPath } = useSite();
  const popup = isPopupPath(location.pathname);
  const background = backgroundOf(location);
  // A login path of its own (LOGIN_PATH, SUBDOMAIN_LOGIN_PATH) shows the home page under the login screen.
  const loginPage = loginPagePath(loginPath);
  return (
    <>
      <Routes location={background ?? location}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />
        ))}
        {loginPage && !ROUTES.some((route) => route.path === loginPage) && <Route path={loginPage} element={<GuardedRoute route={HOME_ROUTE} />} />}
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
