import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE } from '../server/http/compressible.ts';

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const ENCODERS = {
  br: (bytes: Buffer) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gz: (bytes: Buffer) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a built folder, once, at the
 * highest levels (the server sends them as they are, so no request pays for compression). A copy
 * that would not be smaller than the file is not written.
 */
export async function precompressFolder(root: string): Promise<number> {
  const files = (await readdir(root, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(root, file);
      if (!(await stat(full)).isFile()) return;
      const bytes = await readFile(full);
      if (bytes.length < MIN_BYTES) return;
      for (const [suffix, encode] of Object.entries(ENCODERS)) {
        const compressed = await encode(bytes);
        if (compressed.length >= bytes.length) continue;
        await writeFile(`${full}.${suffix}`, compressed);
        written++;
      }
    }),
  );
  return written;
}

/** The Vite plugin: precompresses the output once everything, the service worker included, is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lepke:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir);
      },
    },
  };
}
