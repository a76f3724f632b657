import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, checkedKey, type MediaStorage } from './storage.ts';

/** An S3 bucket (AWS, or an S3-compatible service at `endpoint`) and the folder in it. */
export interface S3Target {
  bucket: string;
  /** an S3-compatible service's URL; undefined = AWS */
  endpoint: string | undefined;
  region: string;
  /** undefined = the SDK's default credential chain (environment, profile, instance role…) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** the folder inside the bucket, without slashes at either end; '' = the bucket's root */
  prefix: string;
}

/** Files as objects of an S3 bucket, under `{prefix}/{key}`. */
export class S3Storage implements MediaStorage {
  readonly client: S3Client;
  private readonly root: string;

  constructor(readonly target: S3Target) {
    this.client = new S3Client({
      region: target.region,
      endpoint: target.endpoint,
      credentials: target.credentials,
      forcePathStyle: target.forcePathStyle,
      // S3-compatible services (MinIO, R2, s3rver) reject the SDK's default aws-chunked trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.root = target.prefix ? `${target.prefix}/` : '';
  }

  private objectKey(key: string): string {
    return this.root + checkedKey(key);
  }

  async write(key: string, body: Readable): Promise<void> {
    const Key = this.objectKey(key);
    // A multipart upload becomes an object only when completed, so a failure leaves nothing under the key.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.target.bucket, Key, Body: body },
      // Every part is a 5 MiB buffer: two in flight, plus the one being filled, bound an upload to ≈15 MiB.
      queueSize: 2,
      // Aborted below rather than by lib-storage, which would throw a failed abort's error instead of the cause.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      if (upload.uploadId) {
        // A failed abort leaves parts that a bucket lifecycle rule (AbortIncompleteMultipartUpload) clears; the cause is what matters.
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.target.bucket, Key, UploadId: upload.uploadId })).catch(() => undefined);
      }
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.target.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.target.bucket, Key: this.objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`S3 answered ${key} without a body stream or length`);
      return { body: object.Body, size: object.ContentLength };
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    const Bucket = this.target.bucket;
    const pages = paginateListObjectsV2({ client: this.client, pageSize: 1000 }, { Bucket, Prefix: `${this.objectKey(prefix)}/` });
    for await (const page of pages) {
      const keys = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
      if (!keys.length) continue;
      const { Errors } = await this.client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      if (Errors?.length) throw new Error(`S3 could not delete ${Errors.map((failure) => `${failure.Key}: ${failure.Code}`).join(', ')}`);
    }
  }
}

/** NoSuchKey, or a bare 404; a missing bucket is a misconfiguration, not a missing file. */
function isMissingKey(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name !== 'NoSuchBucket' && error.$metadata.httpStatusCode === 404;
}
