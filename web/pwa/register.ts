/**
 * Registers the service worker that vite-plugin-pwa builds. Does nothing in the dev server and
 * in tests, where no service worker is built; the import is dynamic so that they need not
 * resolve the plugin's virtual module either.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
