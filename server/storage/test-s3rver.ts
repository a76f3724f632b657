import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/** Tests only: a real S3 protocol server (s3rver) on a random port with one empty bucket, its objects in a temporary folder. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lepke-s3-'));
  const bucket = 'lepke';
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  // A process of its own: s3rver's ListObjectsV2 continuation tokens use DES, which OpenSSL 3 keeps in its legacy provider.
  // Its deprecation warnings are s3rver's (Koa) internals, not ours.
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--no-deprecation', script, directory, bucket], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const port = await Promise.race([
    once(createInterface(child.stdout), 'line').then(([line]) => Number(line)),
    exited.then(([code]) => Promise.reject(new Error(`s3rver exited with ${code}`))),
  ]);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
