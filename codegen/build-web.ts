/**
 * Builds the web app for `npm start` only when it is missing or stale, and never under a running
 * server's feet. The server serves `dist/web`, a symbolic link to one folder of `dist/builds/`: a
 * build goes into a new folder, then the link is replaced in one rename, so a server reads either
 * the old build or the new one, never half of one. The folder the link pointed to is kept (a
 * response may still be streaming from it); older ones are removed.
 *
 * Stale means the stamp the build left (`.build-stamp.json`: a hash of its inputs) no longer
 * matches: the web sources, the modules from elsewhere the bundle took in, package.json and its
 * lock, the Vite and TypeScript configuration. Two starts at once from one checkout: one builds
 * under a lock file (`dist/.build.lock`), the other waits for it and finds the build current.
 *
 *   npx tsx codegen/build-web.ts           build if missing or stale (npm start)
 *   npx tsx codegen/build-web.ts --force   build even when current (npm run build)
 */
import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.build-stamp.json';

/** Inputs of every build besides its module graph (the Vite configuration's own imports among them). */
const FIXED_INPUTS = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'codegen/precompress.ts', 'server/http/compressible.ts'];
/** Folders whose every file is an input (web/public is copied, not imported); tests are not. */
const INPUT_FOLDERS = ['web'];
const NOT_AN_INPUT = /\.test\.tsx?$/;

export interface WebBuildPaths {
  /** the checkout: inputs are read relative to it */
  root: string;
  /** where builds/, the web link and the lock live (the checkout's dist/) */
  dist: string;
}

/** Writes a complete build into outDir and answers the files (relative to root) its bundle read. */
export type WebBuilder = (outDir: string) => Promise<string[]>;

interface Stamp {
  hash: string;
  /** files outside the input folders the bundle read, hashed with the rest next time */
  modules: string[];
}

export type WebBuildOutcome = 'current' | 'built';

/** Makes `dist/web` a current build; answers whether it had to build (or waited for another start's build). */
export async function ensureWebBuild(paths: WebBuildPaths, builder: WebBuilder, force = false): Promise<WebBuildOutcome> {
  if (!force && (await isCurrent(paths))) return 'current';
  const release = await lock(paths.dist);
  try {
    // Another start may have built while this one waited for the lock.
    if (!force && (await isCurrent(paths))) return 'current';
    await buildAndSwap(paths, builder);
    return 'built';
  } finally {
    await release();
  }
}

async function isCurrent({ root, dist }: WebBuildPaths): Promise<boolean> {
  const text = await readFile(path.join(dist, 'web', STAMP), 'utf8').catch(() => null);
  if (text === null) return false;
  const stamp = JSON.parse(text) as Stamp;
  return (await hashInputs(root, stamp.modules).catch(() => null)) === stamp.hash;
}

async function hashInputs(root: string, modules: string[]): Promise<string> {
  const files = new Set([...FIXED_INPUTS, ...modules]);
  for (const folder of INPUT_FOLDERS) {
    for (const file of await readdir(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!file.isFile() || NOT_AN_INPUT.test(file.name)) continue;
      files.add(path.relative(root, path.join(file.parentPath, file.name)));
    }
  }
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

async function buildAndSwap({ root, dist }: WebBuildPaths, builder: WebBuilder): Promise<void> {
  const builds = path.join(dist, 'builds');
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const outDir = path.join(builds, id);
  await mkdir(builds, { recursive: true });
  try {
    const read = await builder(outDir);
    const modules = [...new Set(read)].filter((file) => !INPUT_FOLDERS.some((folder) => file.startsWith(`${folder}/`)));
    const stamp: Stamp = { hash: await hashInputs(root, modules), modules };
    await writeFile(path.join(outDir, STAMP), JSON.stringify(stamp));
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }

  const link = path.join(dist, 'web');
  const before = await lstat(link).catch(() => null);
  let previous = before?.isSymbolicLink() ? path.basename(await readlink(link)) : null;
  if (before && !before.isSymbolicLink()) {
    // A folder of an older checkout or of a direct `vite build`: moved aside (gone for an instant).
    previous = `${id}-replaced`;
    await rename(link, path.join(builds, previous));
  }
  const next = `${link}.${id}`;
  await symlink(path.join('builds', id), next);
  await rename(next, link);

  for (const folder of await readdir(builds)) {
    if (folder !== id && folder !== previous) await rm(path.join(builds, folder), { recursive: true, force: true });
  }
}

/** Takes `dist/.build.lock`, waiting while a living process holds it; answers its release. */
async function lock(dist: string): Promise<() => Promise<void>> {
  await mkdir(dist, { recursive: true });
  const file = path.join(dist, '.build.lock');
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    // An empty file is a lock being written this instant; a dead holder's lock is taken over.
    if (holder && !isAlive(holder)) await rm(file, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The real build: Vite with the checkout's configuration, into outDir; the files its bundle read. */
export const viteBuilder =
  (root: string): WebBuilder =>
  async (outDir) => {
    const { build } = await import('vite');
    const read = new Set<string>();
    await build({
      root: path.join(root, 'web'),
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'lepke:record-inputs',
          apply: 'build',
          generateBundle() {
            for (const id of this.getModuleIds()) {
              const file = id.split('?')[0]!;
              if (path.isAbsolute(file) && file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`)) read.add(path.relative(root, file));
            }
          },
        },
      ],
    });
    return [...read];
  };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  const started = Date.now();
  const outcome = await ensureWebBuild({ root: ROOT, dist: path.join(ROOT, 'dist') }, viteBuilder(ROOT), force);
  console.log(outcome === 'current' ? 'The web app build is current.' : `Built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
