import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { COMPRESSIBLE } from './compressible.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The head a page gets instead of the built one (its title and the tags to add), or null for the page as built. */
export type PageHead = (req: Request) => Promise<{ title: string; tags: string } | null>;
/** Puts a page's head into the built index.html. */
export type HeadInjector = (html: string, head: { title: string; tags: string }) => string;

/** The precompressed copies the build writes beside each text asset, in the order we prefer them. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encoding of ours the client weighs highest, ties going to ours in order (browsers send
 * `gzip, deflate, br` and mean brotli is welcome). No header means none: identity.
 */
function preferredEncoding(header: string | undefined): (typeof ENCODINGS)[number] | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  let best: (typeof ENCODINGS)[number] | null = null;
  let bestWeight = 0;
  for (const candidate of ENCODINGS) {
    const weight = weights.get(candidate.encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [candidate, weight];
  }
  return best;
}

/**
 * The precompressed copy of file the client accepts, if the build wrote one. Every answer for a
 * compressible file varies by Accept-Encoding, compressed or not, so caches keep them apart.
 */
async function pickEncoded(req: Request, res: Response, file: string): Promise<(typeof ENCODINGS)[number] | null> {
  if (!COMPRESSIBLE.test(file)) return null;
  res.vary('Accept-Encoding');
  const choice = preferredEncoding(req.headers['accept-encoding']);
  if (!choice) return null;
  const found = await stat(file + choice.suffix).catch(() => null);
  return found?.isFile() ? choice : null;
}

/**
 * The built PWA: hashed assets are cached for a year, everything else (index.html, the service
 * worker, the manifest) is revalidated so a new release reaches clients on their next visit. Text
 * assets are sent as the brotli or gzip copies the build made (codegen/precompress.ts). Unknown
 * paths get index.html, where the client router takes over. With `pages`, a page that has a head of
 * its own (a shared record's or article's preview) gets index.html with that head, revalidated by
 * its ETag like the rest.
 */
export function webApp(webDir: string, pages?: { headOf: PageHead; inject: HeadInjector }): Router {
  const router = express.Router();
  const indexHtml = path.join(webDir, 'index.html');
  if (!existsSync(indexHtml)) {
    router.get('/{*path}', (_req, res) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    });
    return router;
  }
  // A request for a file that has a precompressed copy the client takes is answered with that copy.
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.join(webDir, path.normalize(decodeURIComponentSafe(req.path)));
    if (!file.startsWith(webDir + path.sep)) return next();
    const choice = await pickEncoded(req, res, file);
    if (choice) {
      res.setHeader('Content-Encoding', choice.encoding);
      res.type(path.extname(file));
      req.url = req.url.replace(/^[^?]*/, (pathname) => pathname + choice.suffix);
    }
    next();
  });
  router.use(
    express.static(webDir, {
      index: false,
      // /graphiql is a route of ours, not a redirect to the directory of the same name
      redirect: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  const sendHtml =
    (file: string): express.RequestHandler =>
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      const choice = await pickEncoded(req, res, file);
      if (!choice) return res.sendFile(file);
      res.setHeader('Content-Encoding', choice.encoding);
      res.type('html');
      res.sendFile(file + choice.suffix);
    };
  router.get('/assets/{*file}', previousBuildAsset(webDir));
  router.get('/graphiql', sendHtml(path.join(webDir, 'graphiql', 'index.html')));
  const sendIndex = sendHtml(indexHtml);
  // A pattern without parameters: an undecodable path is the app's page too, never a 500.
  router.get(/.*/, async (req, res, next) => {
    const head = pages && (await pages.headOf(req));
    if (!head) return sendIndex(req, res, next);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(pages.inject(await readFile(indexHtml, 'utf8'), head));
  });
  return router;
}

/**
 * A hashed asset the served build lacks: a page loaded just before a rebuild swapped the build
 * link (codegen/build-web.ts) still asks for its own, so they come from the build kept beside it.
 * An asset of no build is 404, never the app's page.
 */
function previousBuildAsset(webDir: string): express.RequestHandler {
  return async (req, res) => {
    const name = path.normalize(decodeURIComponentSafe(req.path));
    for (const build of await otherBuilds(webDir)) {
      const file = path.join(build, name);
      if (!file.startsWith(build + path.sep)) break;
      if ((await stat(file).catch(() => null))?.isFile()) {
        res.setHeader('Cache-Control', IMMUTABLE);
        return res.sendFile(file);
      }
    }
    res.status(404).type('text').send('Not found');
  };
}

/** The builds beside the served one, when the web folder is a build link (dist/web → dist/builds/<id>). */
async function otherBuilds(webDir: string): Promise<string[]> {
  if (!(await lstat(webDir).catch(() => null))?.isSymbolicLink()) return [];
  const served = await realpath(webDir);
  const builds = path.dirname(served);
  return (await readdir(builds).catch(() => [])).map((folder) => path.join(builds, folder)).filter((build) => build !== served);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
