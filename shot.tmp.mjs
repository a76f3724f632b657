import { chromium } from 'playwright-core';
const [,, path, out, email] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const page = await context.newPage();
const base = 'http://localhost:3110';
if (email) {
  const r = await page.request.post(base + '/graphql', { data: { query: 'mutation($input: LoginInput!){ login(input:$input){ __typename } }', variables: { input: { email, password: 'lepke-demo' } } } });
  console.log('login', r.status());
}
await page.goto(base + path);
await page.waitForTimeout(2500);
if (process.env.SCROLL) { await page.evaluate((y) => window.scrollTo(0, y), Number(process.env.SCROLL)); await page.waitForTimeout(500); }
await page.screenshot({ path: out, fullPage: !!process.env.FULL });
await browser.close();
