import type { BrowserContext } from 'playwright-core';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Records every URL the context's pages and workers request, web sockets included. */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  context.on('page', (page) => page.on('websocket', (socket) => urls.push(socket.url())));
  return urls;
}

/** The recorded URLs that left this machine (data: and blob: URLs never touch the network). */
export function nonLocal(urls: readonly string[]): string[] {
  return urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    return !['data:', 'blob:', 'about:'].includes(protocol) && !LOCAL_HOSTS.has(hostname);
  });
}
