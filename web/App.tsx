import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppShell } from './features/shell/AppShell.tsx';
import { RoutePreparer, RoutePreparerContext } from './features/shell/route-preparer.ts';
import { SessionErrorBoundary } from './features/session/SessionErrorBoundary.tsx';
import { SessionProvider } from './features/session/SessionProvider.tsx';
import { ViewerProvider } from './features/session/ViewerProvider.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { InstallPromptDialog } from './pwa/index.ts';
import { DialogProvider, Preloader, ToastProvider } from './ui/index.ts';

/**
 * A data router (one splat route; AppShell's <Routes> match the route table) so that screens can
 * use navigation blockers (useBlocker: leaving a changed form asks first). Each navigation starts
 * the new route's screen (code and data) before React renders it.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RoutedApp /> }]));
  const [preparer] = useState(() => new RoutePreparer());
  useEffect(() => router.subscribe((state) => preparer.navigate(state.location)), [router, preparer]);
  return (
    <LocaleProvider>
      <ToastProvider>
        <DialogProvider>
          <RoutePreparerContext.Provider value={preparer}>
            <RouterProvider router={router} />
          </RoutePreparerContext.Provider>
        </DialogProvider>
      </ToastProvider>
    </LocaleProvider>
  );
}

function RoutedApp() {
  return (
    <SessionProvider>
      <SessionErrorBoundary>
        <Suspense fallback={<Preloader active />}>
          <ViewerProvider>
            <AppShell />
            <InstallPromptDialog />
          </ViewerProvider>
        </Suspense>
      </SessionErrorBoundary>
    </SessionProvider>
  );
}
