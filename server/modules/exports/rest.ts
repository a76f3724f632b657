import { access } from 'node:fs/promises';
import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { restRoute, sendStream, siteOrigin } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { EXPORT_FILES, EXPORT_TOTAL_HEADER } from '@domain/exports.ts';
import { listFilter, listQuery } from '../observations/list-query.ts';
import { DATASET_FILES, type DatasetFile, datasetPath } from './dataset.ts';
import { exportFileName, exportRecords, exportStream } from './service.ts';

const exportParams = z.object({ datasets: z.string().max(40), format: z.string().max(40), filename: z.string().max(1000) });

/** Harvesters may keep the public dataset an hour, then ask again with If-None-Match or If-Modified-Since. */
const DATASET_CACHE = 'public, max-age=3600';

/**
 * `GET /api/sv2/observation/export/{datasets}/{format}/{filename}?{the list's filter}` (recording §7): a
 * download of the filter's records; `GET /api/dataset/dwca.zip` and `/api/dataset/eml.xml`: the site's
 * public Darwin Core Archive and its metadata, for GBIF.
 */
export function exportsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const db = services.prisma;

  router.get(
    '/api/sv2/observation/export/:datasets/:format/:filename',
    route(async (req, res) => {
      const params = parseInput(exportParams, req.params);
      const { format, where } = exportRecords(req.viewer, params.datasets, params.format, () => listFilter(parseInput(listQuery, req.query)));
      // Counted before anything is sent: a refused filter still answers its status, and the popover shows progress.
      const total = await db.observation.count({ where });
      const origin = siteOrigin(req, services.config.publicOrigin);
      const query = req.originalUrl.split('?')[1] ?? '';
      res.status(200).attachment(exportFileName(params.filename, format)).type(EXPORT_FILES[format].mediaType).set(EXPORT_TOTAL_HEADER, String(total));
      const stream = exportStream(db, format, {
        viewer: req.viewer,
        where,
        origin,
        about: {
          title:
            params.datasets === 'myobservation'
              ? `My butterfly and moth observations on ${new URL(origin).host}`
              : `Butterfly and moth observations of ${new URL(origin).host}`,
          abstract: `${total} records exported from ${origin}, as the person who asked for them may see them.`,
          query: `${params.datasets} records of ${origin}/observation/list/${query ? `?${query}` : ''}`,
          url: `${origin}${req.originalUrl}`,
          updateFrequency: 'notPlanned',
        },
      });
      try {
        await sendStream(res, stream);
      } catch (error) {
        // Headers are gone: the client sees a cut download, never a file that looks whole.
        services.logger.error('Export failed', error);
        res.destroy();
      }
    }),
  );

  const datasetFile = (file: DatasetFile) =>
    route(async (_req, res) => {
      const path = datasetPath(services.config.dataDir, file);
      await access(path).catch(() => {
        throw new NotFoundError('DATA_NOT_FOUND', 'The public dataset has not been made yet');
      });
      res.set('Cache-Control', DATASET_CACHE);
      await new Promise<void>((resolve, reject) =>
        res.sendFile(path, { cacheControl: false, lastModified: true }, (error) => (error && !res.headersSent ? reject(error) : resolve())),
      );
    });
  router.get(`/api/dataset/${DATASET_FILES.archive}`, datasetFile('archive'));
  router.get(`/api/dataset/${DATASET_FILES.eml}`, datasetFile('eml'));
  return router;
}
