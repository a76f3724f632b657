import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { artifactsDir, rootDir } from './support/paths.ts';
import { startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the server started below answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

/** Starts the real server once for all browser tests and stops it (with its whole process group) afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(rootDir, 'dist', 'web', 'index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: rootDir, stdio: 'inherit' });
  }
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
  const server = await startServer(rootDir, path.join(artifactsDir, 'server.log'));
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
