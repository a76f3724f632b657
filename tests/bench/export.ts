/**
 * Export benchmark (issue 16): a guest's export of 1,000,000 synthetic records through the HTTP call
 * (`/api/sv2/observation/export/observation/{csv,dwca}/…`) of a server in a process of its own, on
 * PostgreSQL: rows per second, and the server's peak RSS growth over its RSS before the download
 * (sampled from /proc every 20 ms); the goals are ≥ 50,000 rows/s for CSV and < 150 MB growth. The
 * physical limit beside it: `COPY (SELECT …) TO STDOUT` of the same columns, joins and visibility rule
 * through psql, and the ratio. Also the count the call sends up front (X-Total-Count) on its own.
 * BENCH_DATABASE_URL names the server (default local PostgreSQL; a scratch database is created and
 * dropped); BENCH_RECORDS changes the size.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { fillExportRecords } from './export-records.ts';
import { onScratchServer } from './support.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
/** The same rows and columns as the guest's export, as the database alone writes them. */
const COPY_SQL = `COPY (
  SELECT o.id, o.status, o."uploaderId", o.country, o.region, o."closestSettlement", o.location, o."verbatimLat", o."verbatimLon",
         o.lat, o.lon, o.alt, o.accuracy, o."locationSource", o."publicLat", o."publicLon", o."informationWithheld", o."dataGeneralizations",
         o.eea1km, o.eea10km, o.eea100km, o.utm10km, o.utm2_5km, o."dateFrom", o."dateTo", o.timespot, o.individuals, o."lifeStage",
         o."basisOfRecord", o.licence, o.author, o."updatedAt", o."mediaIds", o."speciesText",
         s.genus, s.species, s.subspecies, s.author, s.family, s."commonNames", e."displayName"
  FROM "Observation" o
  JOIN "TimelineItem" i ON i.id = o."itemId"
  JOIN "Entity" e ON e.id = o."uploaderId"
  LEFT JOIN "Species" s ON s.id = o."speciesId"
  WHERE i.privacy = 9 AND o.status IN (1, 2)
  ORDER BY o.id DESC
) TO STDOUT`;

function copyToNowhere(url: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const psql = spawn('psql', [url, '-q', '-c', COPY_SQL.replace(/\s+/g, ' ')], { stdio: ['ignore', 'ignore', 'inherit'] });
    psql.once('error', reject);
    psql.once('exit', (code) => (code === 0 ? resolve(performance.now() - start) : reject(new Error(`psql exited with ${code}`))));
  });
}

/** The process's CPU time so far (user + system), in seconds. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** Downloads with node:http, counting bytes only (a lighter client than fetch's web streams on a shared machine). */
async function download(url: string, pid: number) {
  const before = rssBytes(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
  const start = performance.now();
  const result = await new Promise<{ rows: number; bytes: number; firstByte: number }>((resolve, reject) => {
    get(url, (response) => {
      const firstByte = performance.now() - start;
      if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ rows: Number(response.headers['x-total-count']), bytes, firstByte }));
      response.on('error', reject);
    }).on('error', reject);
  });
  const ms = performance.now() - start;
  clearInterval(sampler);
  return { ...result, ms, growth: peak - before, cpu: cpuSeconds(pid) - cpuBefore };
}

await onScratchServer({}, 2, async ({ url, server, pool }) => {
  const filling = performance.now();
  await fillExportRecords(pool, RECORDS);
  const visible = (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Observation" o JOIN "TimelineItem" i ON i.id = o."itemId" WHERE i.privacy = 9 AND o.status IN (1, 2)`,
    )
  ).rows[0]!.n;
  console.log(`Export: ${RECORDS} synthetic records, ${visible} of them a guest's (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s)`);
  await copyToNowhere(url); // warm the cache as the exports will find it
  const copyMs = await copyToNowhere(url);
  console.log(`  COPY (SELECT …) TO STDOUT, same rows and columns: ${(copyMs / 1000).toFixed(2)} s, ${Math.round(visible / (copyMs / 1000))} rows/s`);
  for (const format of ['csv', 'dwca'] as const) {
    const result = await download(`${server.url}/api/sv2/observation/export/observation/${format}/bench`, server.pid);
    const rate = result.rows / (result.ms / 1000);
    console.log(
      `  ${format.padEnd(4)} through HTTP: ${result.rows} rows, ${(result.bytes / 1e6).toFixed(1)} MB in ${(result.ms / 1000).toFixed(2)} s: ${Math.round(rate)} rows/s` +
        `${format === 'csv' ? (rate >= 50_000 ? ' (goal ≥ 50,000 met)' : ' (under the 50,000 goal)') : ''}, ` +
        `${(copyMs / result.ms).toFixed(2)}× COPY's rate (COPY ${(result.ms / copyMs).toFixed(1)}× faster); first byte after ${result.firstByte.toFixed(0)} ms; ` +
        `server RSS peak growth ${(result.growth / 1e6).toFixed(1)} MB${result.growth < 150e6 ? ' (goal < 150 MB met)' : ' (over the 150 MB goal)'}; ` +
        `server CPU ${result.cpu.toFixed(1)} s: ${Math.round(result.rows / result.cpu)} rows per CPU second`,
    );
  }
  const counting = performance.now();
  await pool.query(`SELECT count(*) FROM "Observation" o JOIN "TimelineItem" i ON i.id = o."itemId" WHERE i.privacy = 9 AND o.status IN (1, 2)`);
  console.log(`  the up-front count alone (raw SQL of the same rule): ${(performance.now() - counting).toFixed(0)} ms`);
});
