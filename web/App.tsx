import { Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppShell } from './features/shell/AppShell.tsx';
import { SessionErrorBoundary } from './features/session/SessionErrorBoundary.tsx';
import { SessionProvider } from './features/session/SessionProvider.tsx';
import { ViewerProvider } from './features/session/ViewerProvider.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { InstallPromptDialog } from './pwa/index.ts';
import { DialogProvider, Preloader, ToastProvider } from './ui/index.ts';

/**
 * A data router (one splat route; AppShell's <Routes> match the route table) so that screens can
 * use navigation blockers (useBlocker: leaving a changed form asks first).
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RoutedApp /> }]));
  return (
    <LocaleProvider>
      <ToastProvider>
        <DialogProvider>
          <RouterProvider router={router} />
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
