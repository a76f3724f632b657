import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { S3Storage } from './s3-storage.ts';
import { DiskStorage, type MediaStorage } from './storage.ts';

/** The media storage the configuration asks for: an S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function openMediaStorage(config: Pick<Config, 's3' | 'dataDir'>, logger: Logger): MediaStorage {
  if (config.s3) {
    const { bucket, prefix, endpoint } = config.s3;
    logger.info(`Media files in S3 bucket ${bucket}${prefix ? ` under ${prefix}/` : ''} at ${endpoint ?? 'AWS'}`);
    return new S3Storage(config.s3);
  }
  const root = path.join(config.dataDir, 'media');
  logger.info(`Media files on the local disk in ${root}`);
  return new DiskStorage(root);
}
