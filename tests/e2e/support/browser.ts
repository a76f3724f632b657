import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { artifactsDir } from './paths.ts';

/** Debian's Chromium; the networking flags keep it from calling home, which this closed network refuses. extraArgs: a test's own flags (host mapping). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/** A 390×844 phone (the size of a current iPhone), touch and all. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A fresh phone context on the server of global-setup.ts. */
export function newPhoneContext(browser: Browser, baseURL = inject('baseUrl')): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL });
}

/**
 * A phone context for tests that hold back or fake answers with `page.route`: once the app's
 * service worker controls a page, the requests it forwards bypass `page.route`, so it is blocked.
 */
export function newRoutedPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL: inject('baseUrl'), serviceWorkers: 'block' });
}

/** Saves tests/artifacts/e2e/<name>.png, with animations and transitions finished first. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), animations: 'disabled' });
}

/** Collects uncaught exceptions of the page, which no step of a test should cause. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

export interface PhoneSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** what the page threw: a step of a test should cause none */
  errors: Error[];
}

/**
 * A describe block's browser with one phone-sized page: opened before the block's tests (then
 * `setUp` runs on the page, e.g. a login), closed after them. Read its fields inside the tests.
 */
export function phoneSession(setUp?: (page: Page) => Promise<unknown>): PhoneSession {
  const session = {} as PhoneSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.context = await newPhoneContext(session.browser);
    session.page = await session.context.newPage();
    session.errors = collectPageErrors(session.page);
    await setUp?.(session.page);
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}
