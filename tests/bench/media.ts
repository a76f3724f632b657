/**
 * Media benchmark: (1) derivative generation for 20 real-size JPEGs (12 MP camera frames) through
 * our pipeline (makeImageDerivatives: header read, upright thumb and pres WebP, streamed through
 * storage) against bare sharp making the same resizes from the same files, as a throughput ratio
 * (goal ≥ 0.8); (2) the server process's resident memory while a 200 MB upload streams through
 * PUT /api/upload (goal: flat, under 100 MB growth). The server runs as its own process on a
 * scratch PostgreSQL database (BENCH_DATABASE_URL, default local).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DERIVATIVES, makeImageDerivatives } from '../../server/modules/media/derivatives.ts';
import { DiskStorage } from '../../server/storage/storage.ts';
import { REGISTER } from '../integration/harness.ts';
import { scratchDatabase, signIn, startServer } from './support.ts';

const PHOTOS = 20;
const UPLOAD_BYTES = 200 * 1024 * 1024;
const work = await mkdtemp(path.join(tmpdir(), 'lepke-bench-media-'));

/** 4000×3000 camera-like frames: noise softened like a real scene, JPEG quality 92, half of them shot sideways (EXIF orientation 6). */
async function makePhotos(): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const file = path.join(work, `photo-${i}.jpg`);
    const scene = sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b8f4e', noise: { type: 'gaussian', mean: 110 + i, sigma: 28 } } });
    await writeFile(
      file,
      await scene
        .blur(1.2)
        .jpeg({ quality: 92 })
        .withMetadata({ orientation: i % 2 ? 6 : 1 })
        .toBuffer(),
    );
    files.push(file);
  }
  return files;
}

async function pipelineSeconds(files: string[]): Promise<number> {
  const storage = new DiskStorage(path.join(work, 'storage'));
  const start = performance.now();
  for (const [i, file] of files.entries()) {
    await makeImageDerivatives(
      storage,
      () => createReadStream(file),
      (name) => `p${i}/${name}`,
    );
  }
  return (performance.now() - start) / 1000;
}

async function bareSharpSeconds(files: string[]): Promise<number> {
  const out = path.join(work, 'bare');
  await mkdir(out, { recursive: true });
  const start = performance.now();
  for (const [i, file] of files.entries()) {
    await sharp(file).metadata();
    for (const [name, size] of Object.entries(DERIVATIVES)) {
      await sharp(file)
        .rotate()
        .resize({ ...size, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(out, `${i}-${name}.webp`));
    }
  }
  return (performance.now() - start) / 1000;
}

/** Streams a 200 MB MP4-typed body to PUT /api/upload while sampling the server's resident memory. */
async function uploadMemory(): Promise<{ baselineMb: number; peakMb: number; seconds: number; status: number }> {
  const scratch = await scratchDatabase();
  const server = await startServer(scratch.url, { DATA_DIR: path.join(work, 'server'), SEED_DEMO: 'false' });
  try {
    const { url } = server;
    const password = 'lepke-bench-password';
    const cookie = await signIn(url, {
      query: REGISTER,
      variables: { input: { displayName: 'Bench', email: 'bench@lepke.test', password, passwordRetype: password, acceptPrivacy: true } },
    });
    const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baselineMb = rssMb();
    let peakMb = baselineMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 20);
    const start = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${url}/api/upload?key=big-video&file_name=flight.mp4`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/octet-stream', 'content-length': String(UPLOAD_BYTES) },
      });
      req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode!)));
      req.on('error', reject);
      const ftyp = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex');
      const chunk = Buffer.alloc(1024 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < UPLOAD_BYTES) {
          const part = sent === 0 ? Buffer.concat([ftyp, chunk.subarray(ftyp.length)]) : chunk;
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    clearInterval(sampler);
    return { baselineMb, peakMb, seconds: (performance.now() - start) / 1000, status };
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

try {
  const files = await makePhotos();
  const sizes = files.map((file) => readFileSync(file).length / 1024 / 1024);
  console.log(`Derivatives: ${PHOTOS} JPEGs of 4000×3000 (${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB), thumb 320² and pres 1600 WebP each`);
  // Warm both paths once so neither pays libvips's start-up.
  await pipelineSeconds(files.slice(0, 1));
  await bareSharpSeconds(files.slice(0, 1));
  const ours = await pipelineSeconds(files);
  const bare = await bareSharpSeconds(files);
  console.log(`Our pipeline: ${ours.toFixed(2)} s (${(PHOTOS / ours).toFixed(2)} photos/s); bare sharp: ${bare.toFixed(2)} s (${(PHOTOS / bare).toFixed(2)} photos/s)`);
  console.log(`Throughput ratio ours / bare sharp: ${(bare / ours).toFixed(2)} (goal ≥ 0.8)`);

  const upload = await uploadMemory();
  console.log(
    `200 MB upload: HTTP ${upload.status} in ${upload.seconds.toFixed(1)} s; server RSS ${upload.baselineMb.toFixed(0)} MB before, peak ${upload.peakMb.toFixed(0)} MB, growth ${(upload.peakMb - upload.baselineMb).toFixed(0)} MB (goal < 100 MB)`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
process.exit(0);
