import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineCards, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';
import { artifactsDir, rootDir } from './support/paths.ts';
import { type RunningServer, startServer } from './support/server.ts';

interface Manifest {
  name: string;
  icons: { src: string; type: string }[];
}

const SERVICE_WORKER_TIMEOUT_MS = 15_000;

/** The script URL of the page's active service worker once it is ready; null if none gets ready in time. */
function readyWorker(page: Page): Promise<string | null> {
  return page.evaluate(
    (timeout) =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), timeout)),
      ]),
    SERVICE_WORKER_TIMEOUT_MS,
  );
}

// This file starts a server of its own: the offline test stops it.
describe('the PWA', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer(rootDir, path.join(artifactsDir, 'server-pwa.log'));
    browser = await launchBrowser();
    context = await newPhoneContext(browser, server.baseUrl);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('links its manifest, which names the app and lists icons that load', async () => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await context.request.get(href!)).json()) as Manifest;
    expect(manifest.name).toBe('Lepke');
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const response = await context.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });

  it('has a service worker with a navigation fallback to the app shell', async () => {
    const sw = await (await context.request.get('/sw.js')).text();
    expect(sw).toMatch(/NavigationRoute\(\w+\.createHandlerBoundToURL\("\/index\.html"\)/);
  });

  it('registers the service worker, which controls the page after a reload', async () => {
    await page.goto('/');
    await timelineCards(page);
    expect(await readyWorker(page)).toBe(`${server.baseUrl}/sw.js`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.baseUrl}/sw.js`);
  });

  it('opens the app shell from the cache when the server is gone', async () => {
    await server.stop();
    const pageErrors = collectPageErrors(page);
    await page.goto('/species/');
    expect(await page.title()).toBe('Lepke');
    const appBarTitle = page.getByRole('banner').getByRole('heading', { name: 'Lepke' });
    await expect.poll(async () => pageErrors.length > 0 || (await appBarTitle.isVisible()), { timeout: 15_000 }).toBe(true);
    await screenshot(page, '40-offline');
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(await appBarTitle.isVisible()).toBe(true);
    // The session cannot load: the app says so (NO_NETWORK) instead of going blank.
    await visible(page.getByRole('heading', { name: 'Nincs hálózati kapcsolat!' }));
  });
});
