import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ensureWebBuild, type WebBuilder, type WebBuildPaths } from './build-web.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let paths: WebBuildPaths;
beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'lepke-build-'));
  paths = { root, dist: path.join(root, 'dist') };
  await mkdir(path.join(root, 'web', 'public'), { recursive: true });
  await mkdir(path.join(root, 'codegen'));
  await mkdir(path.join(root, 'server', 'http'), { recursive: true });
  await mkdir(path.join(root, 'shared-code'));
  for (const file of ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'codegen/precompress.ts', 'server/http/compressible.ts']) {
    await writeFile(path.join(root, file), `${file}\n`);
  }
  await writeFile(path.join(root, 'web', 'main.tsx'), 'render(<App />);\n');
  await writeFile(path.join(root, 'web', 'public', 'favicon.svg'), '<svg/>\n');
  await writeFile(path.join(root, 'shared-code', 'grid.ts'), 'export const cell = 10;\n');
});
afterEach(() => rm(paths.root, { recursive: true, force: true }));

/** Stands in for Vite (whose build takes a minute): writes a build slowly, one file at a time. */
function slowBuilder(label: string, calls: string[]): WebBuilder {
  return async (outDir) => {
    calls.push(label);
    await mkdir(path.join(outDir, 'assets'), { recursive: true });
    await sleep(150);
    await writeFile(path.join(outDir, 'assets', `app-${label}.js`), `console.log(${JSON.stringify(label)});\n`);
    await sleep(150);
    await writeFile(path.join(outDir, 'index.html'), `<script src="/assets/app-${label}.js"></script>\n`);
    return ['web/main.tsx', 'shared-code/grid.ts'];
  };
}

const served = () => readFileSync(path.join(paths.dist, 'web', 'index.html'), 'utf8');

describe('ensureWebBuild', () => {
  test('builds when the build is missing, then finds it current until an input changes, its imports from elsewhere included', async () => {
    const calls: string[] = [];
    expect(await ensureWebBuild(paths, slowBuilder('one', calls))).toBe('built');
    expect(served()).toContain('app-one.js');
    expect(await ensureWebBuild(paths, slowBuilder('two', calls))).toBe('current');

    await writeFile(path.join(paths.root, 'web', 'main.tsx'), 'render(<App strict />);\n');
    expect(await ensureWebBuild(paths, slowBuilder('three', calls))).toBe('built');
    await writeFile(path.join(paths.root, 'shared-code', 'grid.ts'), 'export const cell = 1;\n');
    expect(await ensureWebBuild(paths, slowBuilder('four', calls))).toBe('built');
    await writeFile(path.join(paths.root, 'package-lock.json'), '{"lockfileVersion": 3}\n');
    expect(await ensureWebBuild(paths, slowBuilder('five', calls))).toBe('built');
    // A test file is no input of the build.
    await writeFile(path.join(paths.root, 'web', 'main.test.ts'), 'test();\n');
    expect(await ensureWebBuild(paths, slowBuilder('six', calls))).toBe('current');
    expect(calls).toEqual(['one', 'three', 'four', 'five']);
    expect(served()).toContain('app-five.js');
  });

  test('two starts at once build once: the second waits for the first and finds the build current', async () => {
    const calls: string[] = [];
    const outcomes = await Promise.all([ensureWebBuild(paths, slowBuilder('a', calls)), ensureWebBuild(paths, slowBuilder('b', calls))]);
    expect(outcomes.sort()).toEqual(['built', 'current']);
    expect(calls).toHaveLength(1);
    expect(existsSync(path.join(paths.dist, '.build.lock'))).toBe(false);
  });

  test('a rebuild never takes the served files away: every read during it finds a whole build', async () => {
    await ensureWebBuild(paths, slowBuilder('old', []));
    await writeFile(path.join(paths.root, 'web', 'main.tsx'), 'render(<App next />);\n');
    const rebuild = ensureWebBuild(paths, slowBuilder('new', []));
    const seen = new Set<string>();
    let done = false;
    void rebuild.finally(() => (done = true));
    while (!done) {
      // What a server does for a page: index.html, then the script it names, from the build the link
      // pointed to when the page was read (the link may be swapped between the two reads).
      const build = realpathSync(path.join(paths.dist, 'web'));
      const html = readFileSync(path.join(build, 'index.html'), 'utf8');
      const script = /src="(\/assets\/[^"]+)"/.exec(html)![1]!;
      expect(readFileSync(path.join(build, script), 'utf8')).toContain('console.log');
      seen.add(script);
      await sleep(5);
    }
    expect(await rebuild).toBe('built');
    expect(served()).toContain('app-new.js');
    expect([...seen]).toContain('/assets/app-old.js');
    // The build replaced is kept (a response may still stream from it); one older than it is not.
    expect(await readdir(path.join(paths.dist, 'builds'))).toHaveLength(2);
  });

  test('a lock left by a dead process is taken over; a build that fails leaves the served one and no lock', async () => {
    await ensureWebBuild(paths, slowBuilder('first', []));
    await writeFile(path.join(paths.root, 'web', 'main.tsx'), 'render(<App again />);\n');
    await writeFile(path.join(paths.dist, '.build.lock'), '2147483646');
    expect(await ensureWebBuild(paths, slowBuilder('second', []))).toBe('built');

    await writeFile(path.join(paths.root, 'web', 'main.tsx'), 'render(<App broken />);\n');
    const failing: WebBuilder = async (outDir) => {
      await mkdir(outDir, { recursive: true });
      throw new Error('syntax error in main.tsx');
    };
    await expect(ensureWebBuild(paths, failing)).rejects.toThrow('syntax error');
    expect(served()).toContain('app-second.js');
    expect(existsSync(path.join(paths.dist, '.build.lock'))).toBe(false);
  });
});
