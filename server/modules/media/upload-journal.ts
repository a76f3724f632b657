import type { Logger } from '../../logger.ts';
import type { Services } from '../../services.ts';
import type { MediaStorage } from '../../storage/storage.ts';

/*
 * The journal of uploads in flight (PendingUpload rows), so that a process dying mid-upload leaves
 * no stray file: an upload's row is written before its first byte is stored and, while the upload
 * runs, refreshed every quarter of the dead-upload time. A row that stops being refreshed belongs
 * to a dead process; the sweep removes its files. A server sharing its database with others thus
 * never mistakes their slow uploads for dead ones.
 */

type Prisma = Services['prisma'];

export interface JournalledUpload {
  /** stops refreshing the row (the upload has its media row, or was refused and cleaned up) */
  stop(): void;
}

export async function journalUpload(prisma: Prisma, dbKey: string, deadUploadMs: number): Promise<JournalledUpload> {
  await prisma.pendingUpload.create({ data: { dbKey } });
  // Without a dead-upload time there is one process (the embedded database): nothing else sweeps.
  if (!deadUploadMs) return { stop() {} };
  const timer = setInterval(() => {
    // A missed refresh is made up by the next; the row is gone once the upload has ended.
    prisma.pendingUpload.updateMany({ where: { dbKey }, data: { aliveAt: new Date() } }).catch(() => undefined);
  }, deadUploadMs / 4);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Removes the files and rows of uploads not refreshed for deadUploadMs; answers how many. */
export async function sweepDeadUploads(prisma: Prisma, storage: MediaStorage, deadUploadMs: number): Promise<number> {
  const dead = await prisma.pendingUpload.findMany({ where: { aliveAt: { lt: new Date(Date.now() - deadUploadMs) } } });
  for (const { dbKey } of dead) {
    await storage.removePrefix(dbKey);
    // Another server may sweep the same row at the same time.
    await prisma.pendingUpload.deleteMany({ where: { dbKey } });
  }
  return dead.length;
}

export interface UploadSweeper {
  /** stops the timer and waits for a sweep under way */
  stop(): Promise<void>;
}

/**
 * Sweeps dead uploads every quarter of the dead-upload time while the server runs, so the half
 * file of an upload whose process died on a shared database goes without waiting for a restart.
 */
export function startUploadSweeper(services: Pick<Services, 'prisma' | 'storage'>, deadUploadMs: number, logger: Logger): UploadSweeper {
  if (!deadUploadMs) return { stop: () => Promise.resolve() };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= sweepDeadUploads(services.prisma, services.storage, deadUploadMs)
      .then(
        (swept) => {
          if (swept) logger.warn(`Removed the files of ${swept} interrupted uploads`);
        },
        (error: unknown) => logger.error('Sweeping interrupted uploads failed', error),
      )
      .finally(() => {
        running = undefined;
      });
  }, deadUploadMs / 4);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
