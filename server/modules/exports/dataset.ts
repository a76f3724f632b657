import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { GUEST } from '../../auth/viewer.ts';
import type { Logger } from '../../logger.ts';
import type { Services } from '../../services.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { observationListWhere } from '../observations/service.ts';
import type { DatasetDescription } from './archive.ts';
import { exportStream } from './service.ts';

/** The public dataset's paths under /api/dataset/ and its files under DATA_DIR/dataset/. */
export const DATASET_FILES = { archive: 'dwca.zip', eml: 'eml.xml' } as const;
export type DatasetFile = keyof typeof DATASET_FILES;

export const datasetPath = (dataDir: string, file: DatasetFile) => join(dataDir, 'dataset', DATASET_FILES[file]);
export const datasetUrl = (origin: string, file: DatasetFile) => `${origin}/api/dataset/${DATASET_FILES[file]}`;

const HOUR_MS = 3600_000;

function updateFrequency(intervalMs: number): DatasetDescription['updateFrequency'] {
  if (intervalMs <= 24 * HOUR_MS) return 'daily';
  return intervalMs <= 7 * 24 * HOUR_MS ? 'weekly' : 'monthly';
}

/**
 * The site's public Darwin Core Archive (issue 16 part 6), for GBIF's harvesting: the accepted
 * records every visitor may see, as a guest sees them (sensitive places generalised), with their
 * licences. Written to a temporary file and renamed, so the served file is always whole.
 */
export async function buildPublicDataset(services: Pick<Services, 'prisma' | 'config'>, origin: string): Promise<{ records: number }> {
  const archive = datasetPath(services.config.dataDir, 'archive');
  await mkdir(join(services.config.dataDir, 'dataset'), { recursive: true });
  const host = new URL(origin).host;
  let eml = '';
  let records = 0;
  const stream = exportStream(services.prisma, 'dwca', {
    viewer: GUEST,
    where: observationListWhere(GUEST, { status: [ReviewStatus.ACCEPTED] }),
    origin,
    about: {
      title: `Butterfly and moth observations of ${host}`,
      abstract: `The accepted butterfly and moth records of ${host}: opportunistic observations entered by its recorders and accepted by its validators. Places of sensitive species, and those the recorders asked for, are generalised to their 10 km cell.`,
      query: 'every accepted record visible to anybody (public records), as a visitor who is not signed in sees it',
      url: datasetUrl(origin, 'archive'),
      updateFrequency: updateFrequency(services.config.datasetIntervalMs),
    },
    onEml: (text, summary) => {
      eml = text;
      records = summary.records;
    },
  });
  const partial = `${archive}.partial`;
  try {
    await pipeline(stream, createWriteStream(partial));
    await writeFile(`${datasetPath(services.config.dataDir, 'eml')}.partial`, eml);
    await rename(`${datasetPath(services.config.dataDir, 'eml')}.partial`, datasetPath(services.config.dataDir, 'eml'));
    await rename(partial, archive);
  } finally {
    await rm(partial, { force: true });
  }
  return { records };
}

/**
 * Makes the public dataset anew every DATASET_INTERVAL_HOURS in this process: at start when it is
 * missing or older than that, then on the interval. Stopping waits for a build under way.
 */
export function startDatasetSchedule(services: Pick<Services, 'prisma' | 'config'>, origin: string, logger: Logger): { stop(): Promise<void> } {
  const interval = services.config.datasetIntervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = buildPublicDataset(services, origin).then(
        ({ records }) => logger.info(`Public dataset made anew: ${records} records`),
        (error: unknown) => logger.error('Making the public dataset failed', error),
      );
      void running.then(() => schedule(interval));
    }, delay);
    timer.unref();
  };
  if (interval > 0) {
    void stat(datasetPath(services.config.dataDir, 'archive')).then(
      (file) => schedule(Math.max(0, file.mtimeMs + interval - Date.now())),
      () => schedule(0),
    );
  }
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
