import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The built PWA: hashed assets are cached for a year, everything else (index.html, the service
 * worker, the manifest) is revalidated so a new release reaches clients on their next visit.
 * Unknown paths get index.html, where the client router takes over.
 */
export function webApp(webDir: string): Router {
  const router = express.Router();
  const indexHtml = path.join(webDir, 'index.html');
  if (!existsSync(indexHtml)) {
    router.get('/{*path}', (_req, res) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    });
    return router;
  }
  router.use(
    express.static(webDir, {
      index: false,
      // /graphiql is a route of ours, not a redirect to the directory of the same name
      redirect: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const sendHtml = (file: string): express.RequestHandler => (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  };
  router.get('/graphiql', sendHtml(path.join(webDir, 'graphiql', 'index.html')));
  router.get('/{*path}', sendHtml(indexHtml));
  return router;
}
