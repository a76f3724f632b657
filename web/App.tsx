import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppShell } from './features/shell/AppShell.tsx';
import { SessionErrorBoundary } from './features/session/SessionErrorBoundary.tsx';
import { SessionProvider } from './features/session/SessionProvider.tsx';
import { ViewerProvider } from './features/session/ViewerProvider.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { InstallPromptDialog } from './pwa/index.ts';
import { DialogProvider, Preloader, ToastProvider } from './ui/index.ts';

export function App() {
  return (
    <LocaleProvider>
      <ToastProvider>
        <DialogProvider>
          <BrowserRouter>
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
          </BrowserRouter>
        </DialogProvider>
      </ToastProvider>
    </LocaleProvider>
  );
}
