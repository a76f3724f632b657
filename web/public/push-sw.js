// Web push in the service worker: imported by the Workbox worker (workbox.importScripts in
// web/pwa/vite-plugin.ts). The server sends {title, body, token, url} (server/modules/push/service.ts),
// its texts already in the recipient's language.

const DEFAULT_URL = '/notification/';

/** Only paths of this app: a push message never sends the user elsewhere. */
function appUrl(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : DEFAULT_URL;
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Lepke', {
      body: message.body || '',
      icon: '/pwa-192x192.png',
      tag: message.token || undefined,
      data: { url: appUrl(message.url) },
    }),
  );
});

/** A tap focuses an open window of the app and takes it to the notification's page, or opens one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(appUrl(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        try {
          await (focused || open).navigate(target);
          return;
        } catch {
          // An uncontrolled window cannot be navigated from here: open a new one instead.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
