/**
 * Subdomain mode at phone size, on a server of its own with PUBLIC_ORIGIN http://lepke.localhost:{port}
 * and SUBDOMAIN_LOGIN_PATH /belepes/: an admin gives Kezdő Kata's project the subdomain `szamlalo`;
 * on szamlalo.lepke.localhost a guest sees the project's page as the home page and its records by
 * default; a members-only route sends the guest to the subdomain's login path, and after logging in
 * a non-member gets the 'OnlyMember area' alert and is not let in, while Kata (a member) is.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin, HU as APP_HU, loginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { artifactsDir, rootDir } from './support/paths.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** Hungarian texts (web/i18n/tokens.ts, web/features/site/messages.ts). */
const HU = {
  onlyMember: 'Csak tagoknak',
  ok: 'OK',
} as const;

const PROJECT = 'Lepkeszámláló projekt';
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function graphql(baseUrl: string, query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('lepke_session='));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { body: (await response.json()) as { data?: any; errors?: unknown[] }, cookie: setCookie };
}

async function loginCookie(baseUrl: string, email: string): Promise<string> {
  const { cookie } = await graphql(baseUrl, 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }', { input: { email, password: 'lepke-demo' } });
  if (!cookie) throw new Error(`login of ${email} failed`);
  return cookie;
}

describe('an entity on its own subdomain', () => {
  let server: RunningServer;
  let browser: Browser;
  let siteUrl: string;
  let projectId: number;
  const contexts: BrowserContext[] = [];
  const errors: Error[][] = [];

  const phone = async (): Promise<Page> => {
    const context = await browser.newContext({ ...PHONE, baseURL: siteUrl, serviceWorkers: 'block' });
    contexts.push(context);
    const page = await context.newPage();
    errors.push(collectPageErrors(page));
    return page;
  };

  beforeAll(async () => {
    server = await startServer(rootDir, path.join(artifactsDir, 'subdomain-server.log'), (port) => ({
      PUBLIC_ORIGIN: `http://lepke.localhost:${port}`,
      SUBDOMAIN_LOGIN_PATH: '/belepes/',
    }));
    const port = new URL(server.baseUrl).port;
    siteUrl = `http://szamlalo.lepke.localhost:${port}`;
    const kata = await loginCookie(server.baseUrl, 'user@lepke.test');
    const created = await graphql(
      server.baseUrl,
      'mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { recId } } } }',
      { input: { type: 6, displayName: PROJECT, description: 'Számoljuk együtt a kert lepkéit!' } },
      kata,
    );
    projectId = created.body.data.createEntity.entity.recId as number;
    const admin = await loginCookie(server.baseUrl, 'admin@lepke.test');
    const set = await graphql(
      server.baseUrl,
      'mutation ($input: SetEntitySubdomainInput!) { setEntitySubdomain(input: $input) { __typename } }',
      { input: { entity: gid('Entity', projectId), subdomain: 'szamlalo' } },
      admin,
    );
    expect(set.body.data.setEntitySubdomain.__typename).toBe('SetEntitySubdomainPayload');
    browser = await launchBrowser(['--host-resolver-rules=MAP *.lepke.localhost 127.0.0.1, MAP lepke.localhost 127.0.0.1']);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it("shows the project's page as the home page, and its records by default", async () => {
    const page = await phone();
    await page.goto('/');
    const home = await visible(page.getByTestId('site-home'));
    await visible(home.getByRole('heading', { name: PROJECT }));
    await screenshot(page, 'subdomain-home');
    await page.goto('/observation/list/');
    await expect.poll(() => new URL(page.url()).searchParams.get('entity')).toBe(String(projectId));
  });

  it("sends a guest to the subdomain's login path, then refuses a non-member with the 'OnlyMember area' alert", async () => {
    const page = await phone();
    await page.goto('/');
    await visible(page.getByTestId('site-home'));
    await page.goto('/my/observation/add/');
    await page.waitForURL((url) => url.pathname === '/belepes/' && url.searchParams.get('next') === '/my/observation/add/');
    const sheet = await loginSheet(page);
    await fillLogin(sheet, 'moderator@lepke.test', 'lepke-demo');
    await sheet.getByRole('button', { name: APP_HU.loginSubmit }).click();
    const alert = await visible(page.getByRole('alertdialog'));
    await expect.poll(() => alert.textContent()).toContain(HU.onlyMember);
    expect(await alert.textContent()).toContain(PROJECT);
    await screenshot(page, 'subdomain-only-member');
    await alert.getByRole('button', { name: HU.ok }).click();
    await page.waitForURL((url) => url.pathname !== '/my/observation/add/');
  });

  it('lets a member in', async () => {
    const page = await phone();
    await page.goto('/belepes/?next=%2Fmy%2Fobservation%2Fadd%2F');
    const sheet = await loginSheet(page);
    await fillLogin(sheet, 'user@lepke.test', 'lepke-demo');
    await sheet.getByRole('button', { name: APP_HU.loginSubmit }).click();
    await page.waitForURL((url) => url.pathname === '/my/observation/add/');
    await visible(page.locator('form').first());
    // the record form may ask things of its own (a dialog), but never the members-only alert
    await page.waitForTimeout(500);
    const alerts = await page.getByRole('alertdialog').allTextContents();
    expect(alerts.filter((text) => text.includes(HU.onlyMember))).toEqual([]);
    await screenshot(page, 'subdomain-member-form');
    expect(new URL(page.url()).pathname).toBe('/my/observation/add/');
  });

  it('throws nothing on any page', () => {
    expect(errors.flat()).toEqual([]);
  });
});
