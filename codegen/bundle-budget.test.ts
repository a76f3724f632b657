import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Manifest, measureFirstLoad, staticClosure } from './bundle-budget.ts';

/** A build as Vite writes it: the home page's entry shares a vendor chunk with a lazy screen; translations are lazy too. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_vendor-2.js', '_shell-3.js'],
    dynamicImports: ['features/Map.tsx', 'i18n/compiled/en.json'],
    css: ['assets/main-1.css'],
  },
  '_vendor-2.js': { file: 'assets/vendor-2.js' },
  '_shell-3.js': { file: 'assets/shell-3.js', imports: ['_vendor-2.js'], css: ['assets/shell-3.css'] },
  'features/Map.tsx': { file: 'assets/Map-4.js', imports: ['_vendor-2.js', '_proj-5.js'], css: ['assets/Map-4.css'] },
  '_proj-5.js': { file: 'assets/proj-5.js' },
  'i18n/compiled/en.json': { file: 'assets/en-6.js' },
  'i18n/compiled/ro.json': { file: 'assets/ro-7.js' },
  'graphiql/index.html': { file: 'assets/graphiql-8.js', isEntry: true, imports: ['_vendor-2.js'] },
};

let dir: string;
const sizes: Record<string, number> = {};
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lepke-budget-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  // the page names its entry and, beside it, a script of its own
  await writeFile(path.join(dir, 'index.html'), '<script async src="/assets/preload-9.js"></script><script type="module" src="/assets/main-1.js"></script>');
  const files = [...Object.values(MANIFEST).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]), 'assets/preload-9.js'];
  for (const [index, file] of files.entries()) {
    // random bytes do not compress: each file's gzip size grows with its place in the list
    const bytes = randomBytes(1000 * (index + 1));
    await writeFile(path.join(dir, file), bytes);
    sizes[file] = gzipSync(bytes, { level: 9 }).length;
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the first-load budget', () => {
  it('takes the entry, what it imports statically (shared chunks once) and their styles, not its lazy chunks', () => {
    expect(staticClosure(MANIFEST, 'index.html').sort()).toEqual(
      ['assets/main-1.js', 'assets/vendor-2.js', 'assets/shell-3.js', 'assets/main-1.css', 'assets/shell-3.css'].sort(),
    );
  });

  it("measures the closure and the page's own scripts in gzip bytes plus the largest translation catalog", async () => {
    const load = await measureFirstLoad(dir);
    const closure = ['assets/main-1.js', 'assets/vendor-2.js', 'assets/shell-3.js', 'assets/main-1.css', 'assets/shell-3.css', 'assets/preload-9.js'];
    expect(Object.fromEntries(load.files.map(({ file, gzip }) => [file, gzip]))).toEqual(Object.fromEntries(closure.map((file) => [file, sizes[file]])));
    expect(load.catalog).toEqual({ language: 'ro', file: 'assets/ro-7.js', gzip: sizes['assets/ro-7.js'] });
    expect(load.total).toBe(closure.reduce((sum, file) => sum + sizes[file]!, 0) + sizes['assets/ro-7.js']!);
  });

  it('refuses a manifest whose entry imports a chunk it does not list', () => {
    expect(() => staticClosure({ 'index.html': { file: 'assets/main.js', imports: ['_gone.js'] } }, 'index.html')).toThrow('_gone.js');
  });
});
