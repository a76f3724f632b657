import { Component, type ErrorInfo, type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { NetworkError } from '../../relay/environment.ts';
import { useAlert } from '../../ui/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { loginHref } from '../site/site.ts';
import { useSite } from '../site/SiteProvider.tsx';
import { shellMessages } from './messages.ts';
import { routeErrorAction } from './route-errors.ts';
import { StatusPage } from './StatusPages.tsx';

interface BoundaryProps {
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The route could not be loaded', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Carries out the rule of route-errors.ts once, inside the main area: the shell (menu, back, home) stays. */
function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();
  const alert = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const { restartSession } = useSession();
  const { loginPath } = useSite();
  const status = error instanceof NetworkError ? error.status : 500;
  const code = error instanceof NetworkError ? error.code : undefined;
  const action = routeErrorAction(status, code);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const hasHistory = location.key !== 'default';
    // Aborting a navigation goes back where it came from; a page opened directly keeps the status page.
    const abort = () => {
      if (hasHistory) void navigate(-1);
    };
    const redirect = () => (hasHistory ? navigate(-1) : navigate('/', { replace: true }));
    switch (action.kind) {
      case 'offline':
        void alert({ title: intl.formatMessage(tokenMessages.NO_NETWORK), message: intl.formatMessage(tokenMessages.NO_NETWORK_EXPLANATION) }).then(abort);
        break;
      case 'login': {
        // The session has ended: a new one (a guest's) shows the login screen, which returns here.
        restartSession();
        void navigate(loginHref(loginPath, location.pathname + location.search), { replace: true });
        break;
      }
      case 'alert':
        void alert({ title: formatToken(intl, action.title), message: formatToken(intl, action.message) }).then(redirect);
        break;
      case 'abort':
        abort();
        break;
    }
  }, [action, alert, intl, location, navigate, restartSession, loginPath]);

  if (action.kind === 'login') return null;
  if (action.kind === 'alert') return <StatusPage title={formatToken(intl, action.title)} text={formatToken(intl, action.message)} />;
  const offline = action.kind === 'offline';
  return (
    <StatusPage
      title={<FormattedMessage {...(offline ? tokenMessages.NO_NETWORK : tokenMessages.OPERATION_FAILED)} />}
      text={
        offline ? <FormattedMessage {...tokenMessages.NO_NETWORK_EXPLANATION} /> : <FormattedMessage {...shellMessages.backendError} values={{ error: code ?? status }} />
      }
    />
  );
}

/** The route error handling of social-core §8 for whatever a route's screen fails to load. */
export function RouteErrorBoundary({ children }: BoundaryProps) {
  const location = useLocation();
  // A new page starts without the previous page's error; a change of its query (a filter, a search
  // typed into the URL) keeps the screen mounted, or every keystroke would rebuild it.
  return <Boundary key={location.pathname}>{children}</Boundary>;
}
