/**
 * Page-load benchmark: Lighthouse's default mobile run (a Moto G Power–sized screen, simulated
 * slow 4G and a 4× slower CPU) on the first screens people open, with the demo data. Builds the
 * web app if it is stale, starts the server as in production on a scratch data folder with the
 * embedded database (seeded with the demo data), runs Debian's Chromium headless, and prints for
 * each route the median of RUNS runs: performance score, FCP, LCP, TBT, CLS, Speed Index, the LCP
 * element and the bytes transferred; the reports go to tests/artifacts/lighthouse/. Goal: score ≥ 95 and LCP < 2.5 s on every route.
 *
 *   npx tsx tests/bench/lighthouse.ts [route …]     (CHROMIUM names another browser binary)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { rootDir } from '../../server/config.ts';

const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/observation/list/', '/species/', '/media/'];
const RUNS = 3;
const GOAL = { score: 95, lcpMs: 2500 };
const REPORTS = path.join(rootDir, 'tests', 'artifacts', 'lighthouse');

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  lcpElement: string;
  /** Lighthouse's measure of the host's CPU (the 4× slowdown assumes about 1000–2000; a busy host scores lower) */
  benchmarkIndex: number;
}

/** The server on an empty data folder: the embedded database, migrated and seeded with the demo data. */
async function startServer(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { DATABASE_URL: _postgres, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: rootDir,
    env: { ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATASET_INTERVAL_HOURS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One run; its full report (opportunities, diagnostics) is kept in REPORTS, the last run of a route overwriting the earlier. */
async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
  await writeFile(path.join(REPORTS, `${name}.html`), result.report as string);
  await writeFile(path.join(REPORTS, `${name}.json`), JSON.stringify(result.lhr));
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  // The LCP element audit is a list whose first table names the element.
  const lcpTable = (audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] })?.items?.[0]
    ?.items?.[0]?.node;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    bytes: value('total-byte-weight'),
    lcpElement: lcpTable ? `${lcpTable.selector ?? ''} ${lcpTable.snippet ?? ''}`.trim() : '(none)',
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** The median of each figure over the runs; the LCP element of the run with the median LCP. */
function summarise(runs: Figures[]): Figures {
  const pick = (key: Exclude<keyof Figures, 'lcpElement'>) => median(runs.map((run) => run[key]));
  const lcp = pick('lcp');
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp,
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    bytes: pick('bytes'),
    lcpElement: runs.find((run) => run.lcp === lcp)!.lcpElement,
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

execFileSync('npx', ['tsx', 'codegen/build-web.ts'], { cwd: rootDir, stdio: 'inherit' });
await mkdir(REPORTS, { recursive: true });
const dataDir = await mkdtemp(path.join(tmpdir(), 'lepke-bench-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  console.log(`Lighthouse ${RUNS}× per route, mobile (simulated throttling), medians; goal: score ≥ ${GOAL.score}, LCP < ${seconds(GOAL.lcpMs)}`);
  for (const route of ROUTES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(server.url + route, chrome.port));
    const m = summarise(runs);
    const met = m.score >= GOAL.score && m.lcp < GOAL.lcpMs;
    failed ||= !met;
    console.log(
      `${route.padEnd(20)} score ${String(m.score).padStart(3)} (${runs.map((run) => run.score).join('/')})  FCP ${seconds(m.fcp)}  LCP ${seconds(m.lcp)}  ` +
        `TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  SI ${seconds(m.si)}  ${Math.round(m.bytes / 1024)} KiB  ${met ? 'ok' : 'BELOW GOAL'}`,
      `(CPU benchmark index ${Math.round(m.benchmarkIndex)}, load ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log(`${''.padEnd(20)} LCP element: ${m.lcpElement}`);
  }
} finally {
  chrome.kill();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
process.exit(failed ? 1 : 0);
