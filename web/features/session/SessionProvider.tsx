import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createAppEnvironment } from '../../relay/environment.ts';

interface SessionControl {
  /** Drops everything cached for the previous session: call after logging in or out. */
  restartSession: () => void;
  /** Called with what the viewer query found: a signed-in session answered UNAUTHORIZED has ended. */
  setSignedIn: (signedIn: boolean) => void;
}

const SessionContext = createContext<SessionControl | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [app, setApp] = useState(createAppEnvironment);
  useEffect(() => () => app.dispose(), [app]);
  // In a transition, the current screen stays (and finishes its animations) until the new session has loaded.
  const restartSession = useCallback(() => startTransition(() => setApp(createAppEnvironment())), []);
  const control = useMemo(() => ({ restartSession, setSignedIn: app.setSignedIn }), [restartSession, app]);
  return (
    <SessionContext.Provider value={control}>
      <RelayEnvironmentProvider environment={app.environment}>{children}</RelayEnvironmentProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionControl {
  const control = useContext(SessionContext);
  if (!control) throw new Error('useSession needs a SessionProvider');
  return control;
}
