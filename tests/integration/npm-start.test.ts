/**
 * `npm start` twice at once from one checkout, as two servers (or an impatient user) do: one builds
 * the web app if it is missing or stale while the other waits, and both then serve it whole: the
 * page, its scripts, GraphiQL and the service worker, never a 500. When the build is current (as
 * after the first run) neither builds, so the test is quick.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { rootDir } from '../../server/config.ts';

const started: { child: ChildProcess; exited: Promise<unknown> }[] = [];
const dataDirs: string[] = [];

/** `npm start` in a process group of its own (npm, tsx and the server), on a free port and an empty embedded database. */
async function npmStart(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lepke-start-'));
  dataDirs.push(dataDir);
  const { DATABASE_URL: _shared, ...env } = process.env;
  const child = spawn('npm', ['start', '--silent'], {
    cwd: rootDir,
    detached: true,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({ child, exited: new Promise((resolve) => child.once('exit', resolve)) });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  await Promise.all(started.map(({ exited }) => exited));
  // npm exits before the server it started has closed its embedded database: retry while files still appear.
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })));
});

/** Asks a server for a page and its first script over and over; answers the statuses that were not 200. */
function watch(url: string) {
  const failures: string[] = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      for (const file of ['/', '/sw.js']) {
        const status = await fetch(url + file).then(
          (answer) => answer.status,
          () => 0,
        );
        if (status !== 200) failures.push(`${file} ${status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    watching = false;
    await loop;
    return failures;
  };
}

async function expectWholeApp(url: string) {
  const page = await fetch(`${url}/observation/list/`);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(html).toContain('<div id="root">');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of [...scripts, '/graphiql', '/sw.js', '/manifest.webmanifest']) {
    const answer = await fetch(url + file);
    expect({ file, status: answer.status }).toEqual({ file, status: 200 });
  }
}

test('two npm start at once, then a third beside them: all serve the whole web app, never a 500', { timeout: 600_000 }, async () => {
  // Each server is watched from the moment it listens until the last one does.
  const watchers: Promise<() => Promise<string[]>>[] = [];
  const watched = () => {
    const url = npmStart();
    watchers.push(url.then(watch));
    return url;
  };
  const urls = await Promise.all([watched(), watched()]);
  urls.push(await watched());
  for (const stop of await Promise.all(watchers)) expect(await stop()).toEqual([]);
  for (const url of urls) await expectWholeApp(url);
});
