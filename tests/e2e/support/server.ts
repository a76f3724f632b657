import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** A fresh server seeds its demo data first; on a busy two-core machine that has taken over a minute. */
const START_TIMEOUT_MS = 110_000;
const STOP_TIMEOUT_MS = 10_000;

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer ${url} within ${START_TIMEOUT_MS} ms`);
}

/** Signals the server's whole process group; SIGKILL if it is still running after the timeout. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
  if (!timedOut) return;
  process.kill(-child.pid, 'SIGKILL');
  await exited;
}

/**
 * Starts `server/main.ts` as its own process group on a free port with a fresh data directory,
 * so the embedded database is migrated and seeded with the demo data. Its output goes to logFile;
 * extraEnv adds configuration that needs the port (a test's own server, e.g. PUBLIC_ORIGIN).
 */
export async function startServer(rootDir: string, logFile: string, extraEnv: (port: number) => Record<string, string> = () => ({})): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lepke-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: rootDir,
    detached: true,
    // Every browser test registers its people from 127.0.0.1 on this one server: the registration limit is lifted.
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, REGISTRATIONS_PER_IP_PER_HOUR: '100000', ...extraEnv(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = async () => {
    await stopProcessGroup(child);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${baseUrl}/`, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${logFile}`, { cause: error });
  }
  return { baseUrl, stop };
}
