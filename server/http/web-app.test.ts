import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompressFolder } from '../../codegen/precompress.ts';
import { webApp } from './web-app.ts';

const script = `export const species = [${Array.from({ length: 400 }, (_, i) => `"Polyommatus icarus ${i}"`).join(',')}];\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-BX3k9a.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

let webDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'lepke-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), html);
  await writeFile(path.join(webDir, 'assets', 'index-BX3k9a.js'), script);
  await writeFile(path.join(webDir, 'assets', 'tiny-C0ffee.js'), 'export {};\n');
  await writeFile(path.join(webDir, 'sw.js'), script);
  await writeFile(path.join(webDir, 'pwa-192x192.png'), Buffer.alloc(4096, 7));
  await precompressFolder(webDir);
  server = createServer(express().use(webApp(webDir)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(webDir, { recursive: true, force: true });
});

/** The raw answer: fetch would decode it behind our back. */
function raw(url: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(base + url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the built web app', () => {
  test('sends a hashed asset as brotli, else gzip, else as it is, with its own type, cached for a year', async () => {
    const brotli = await raw('/assets/index-BX3k9a.js', 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await raw('/assets/index-BX3k9a.js', 'br;q=0.5, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0, *;q=0.5']) {
      const plain = await raw('/assets/index-BX3k9a.js', acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.toString()).toBe(script);
    }
  });

  test('revalidates index.html (also as the fallback of app routes) and the service worker, compressed too', async () => {
    for (const url of ['/index.html', '/observation/list/', '/sw.js']) {
      const answer = await raw(url, 'br, gzip');
      expect({ url, encoding: answer.headers['content-encoding'], cache: answer.headers['cache-control'] }).toEqual({ url, encoding: 'br', cache: 'no-cache' });
      expect(answer.headers['content-type']).toMatch(url === '/sw.js' ? /^text\/javascript/ : /^text\/html/);
      expect(brotliDecompressSync(answer.body).toString()).toBe(url === '/sw.js' ? script : html);
    }
  });

  test('leaves images and files too small to gain as they are', async () => {
    const image = await raw('/pwa-192x192.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    const tiny = await raw('/assets/tiny-C0ffee.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});

describe('a rebuild beside a running server', () => {
  let dist: string;
  let linked: Server;
  let linkedBase: string;

  beforeAll(async () => {
    // dist/web → builds/new, as codegen/build-web.ts leaves it: the build before kept beside.
    dist = await mkdtemp(path.join(tmpdir(), 'lepke-dist-'));
    for (const [build, asset] of [
      ['old', 'index-0ld111.js'],
      ['new', 'index-N3w222.js'],
    ] as const) {
      await mkdir(path.join(dist, 'builds', build, 'assets'), { recursive: true });
      await writeFile(path.join(dist, 'builds', build, 'index.html'), html.replace('index-BX3k9a.js', asset));
      await writeFile(path.join(dist, 'builds', build, 'assets', asset), `export const build = '${build}';\n`);
    }
    await symlink(path.join('builds', 'new'), path.join(dist, 'web'));
    linked = createServer(express().use(webApp(path.join(dist, 'web'))));
    await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve));
    linkedBase = `http://127.0.0.1:${(linked.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => linked?.close(resolve));
    await rm(dist, { recursive: true, force: true });
  });

  test("serves a page of the build before its own scripts, and an asset of no build as 404, not the app's page", async () => {
    const own = await fetch(`${linkedBase}/assets/index-N3w222.js`);
    expect([own.status, await own.text()]).toEqual([200, "export const build = 'new';\n"]);
    const before = await fetch(`${linkedBase}/assets/index-0ld111.js`);
    expect([before.status, before.headers.get('cache-control'), await before.text()]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      "export const build = 'old';\n",
    ]);
    const none = await fetch(`${linkedBase}/assets/index-Gone33.js`);
    expect(none.status).toBe(404);
    const escape = await fetch(`${linkedBase}/assets/..%2F..%2Fweb%2Findex.html`);
    expect(escape.status).toBe(404);
  });
});
