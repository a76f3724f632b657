import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, screenshot } from './support/browser.ts';
import { nonLocal, recordRequests } from './support/network.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('GraphiQL loads from the server alone and runs its default query', async () => {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 800 } });
  const requests = recordRequests(context);
  const page = await context.newPage();
  const pageErrors = collectPageErrors(page);

  await page.goto('/graphiql');
  const editor = page.getByRole('region', { name: 'Query Editor' });
  await expect.poll(() => editor.innerText(), { timeout: 15_000 }).toContain('viewer');
  await (await visible(page.getByRole('button', { name: /^Execute query/ }))).click();
  const result = page.getByRole('region', { name: 'Result Window' });
  await expect.poll(() => result.innerText(), { timeout: 15_000 }).toContain('"role"');
  await screenshot(page, '30-graphiql');

  expect(await result.innerText()).toContain('"GUEST"');
  expect(nonLocal(requests)).toEqual([]);
  expect(requests.length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});
