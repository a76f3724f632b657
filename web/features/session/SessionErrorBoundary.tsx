import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { tokenMessages } from '../../i18n/tokens.ts';
import { NetworkError } from '../../relay/environment.ts';
import { AppBar } from '../../ui/index.ts';
import { shellMessages } from '../shell/messages.ts';
import { StatusPage } from '../shell/StatusPages.tsx';
import { useSession } from './SessionProvider.tsx';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The session could not be loaded', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <SessionProblem error={error} onRetry={this.retry} />;
  }
}

/** Offline (status 0) gets the no-network texts and retries by itself once the device is back online. */
function SessionProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = error instanceof NetworkError && error.status === 0;
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  const intl = useIntl();
  const detail = error instanceof NetworkError ? error.code : error instanceof Error ? error.message : String(error);
  return (
    <>
      <AppBar title={intl.formatMessage(shellMessages.appName)} />
      <StatusPage
        title={<FormattedMessage {...(offline ? tokenMessages.NO_NETWORK : tokenMessages.OPERATION_FAILED)} />}
        text={offline ? <FormattedMessage {...tokenMessages.NO_NETWORK_EXPLANATION} /> : <FormattedMessage {...shellMessages.backendError} values={{ error: detail }} />}
        action={
          <button type="button" className="status-page__retry" onClick={onRetry}>
            <FormattedMessage {...shellMessages.retry} />
          </button>
        }
      />
    </>
  );
}

/** When the session (the viewer query) cannot be loaded, the app says why instead of going blank. */
export function SessionErrorBoundary({ children }: { children: ReactNode }) {
  const { restartSession } = useSession();
  return <Boundary onRetry={restartSession}>{children}</Boundary>;
}
