/**
 * Statistics benchmark (`GET /api/observation/stat`, `observationStats`): the service's figures for
 * a guest, as Prisma's GROUP BYs through the list's filter and the visibility rule run them, next to
 * the hand-written SQL of the same aggregates over the same visible rows, and their ratio (goal
 * ≤ 1.5×). Both sides run their statements concurrently on the pool. PostgreSQL with 1,000,000
 * synthetic records (BENCH_DATABASE_URL names the server; a scratch database is created and
 * dropped), then PGlite with 100,000. BENCH_RECORDS, BENCH_PGLITE_RECORDS and BENCH_ROUNDS change the sizes.
 */
import { GUEST } from '../../server/auth/viewer.ts';
import type { Database } from '../../server/db/database.ts';
import type { ObservationFilter } from '../../server/modules/observations/service.ts';
import { observationStats } from '../../server/modules/observations/stats.ts';
import { TOP_OBSERVERS } from '@domain/observations/stats.ts';
import { fillRecords, FIRST_ID } from './records.ts';
import { latencySummary, onPostgresThenPglite, startAppOn, timed } from './support.ts';

const PG_RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const PGLITE_RECORDS = Number(process.env.BENCH_PGLITE_RECORDS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** A guest sees public items of accepted and pending records. */
const GUEST_VISIBLE = `FROM "Observation" o JOIN "TimelineItem" t ON t.id = o."itemId" WHERE t.privacy = 9 AND o.status IN (1, 2)`;

/** The statistics' aggregates by hand, each over the visible rows with `condition`. */
async function rawStats(db: Database, condition: string) {
  const from = `${GUEST_VISIBLE} ${condition}`;
  const [, , , , top] = await Promise.all([
    db.query(`SELECT min(o."dateFrom"), max(o."dateTo") ${from}`),
    db.query(`SELECT o."observedYear", o."speciesId", count(*) ${from} GROUP BY 1, 2`),
    db.query(`SELECT o."observedMonth", o."observedDay", o."lifeStage", o.status, count(*) ${from} GROUP BY 1, 2, 3, 4`),
    db.query(`SELECT o.country, o.region, count(*) ${from} GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2`),
    db.query<{ uploaderId: number }>(`SELECT o."uploaderId", count(*) ${from} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_OBSERVERS}`),
  ]);
  const ids = top.map((row) => row.uploaderId).join(',') || 'NULL';
  await Promise.all([
    db.query(`SELECT id, "displayName" FROM "Entity" WHERE id IN (${ids})`),
    db.query(`SELECT o."uploaderId", o."speciesId" ${from} AND o."uploaderId" IN (${ids}) AND o."speciesId" IS NOT NULL GROUP BY 1, 2`),
  ]);
}

async function run(label: string, db: Database, records: number) {
  const app = await startAppOn(db, { SEED_DEMO: 'true' });
  try {
    const filling = performance.now();
    await fillRecords(db, records);
    const speciesId = (await db.query<{ id: number }>(`SELECT "speciesId" AS id FROM "Observation" WHERE id > $1 LIMIT 1`, [FIRST_ID]))[0]!.id;
    console.log(`${label}: ${records} synthetic records (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s)`);
    const cases: { name: string; filter: ObservationFilter; raw: string }[] = [
      { name: 'everything', filter: {}, raw: '' },
      { name: 'Hungary, 2024', filter: { country: 'HU', year: 2024 }, raw: `AND o.country = 'HU' AND o."observedYear" = 2024` },
      { name: 'one species', filter: { speciesId }, raw: `AND o."speciesId" = ${speciesId}` },
    ];
    for (const c of cases) {
      const stats = await observationStats(db.prisma, GUEST, c.filter);
      const counted = Number((await db.query<{ n: string }>(`SELECT count(*) AS n ${GUEST_VISIBLE} ${c.raw}`))[0]!.n);
      const service = latencySummary(await timed(ROUNDS, () => observationStats(db.prisma, GUEST, c.filter)));
      const raw = latencySummary(await timed(ROUNDS, () => rawStats(db, c.raw)));
      console.log(
        `  ${c.name.padEnd(16)} ${String(stats.records).padStart(8)} records, ${stats.species} species${stats.records === counted ? '' : ` (raw counts ${counted}!)`}: ` +
          `service p50 ${service.p50.toFixed(1)} ms, raw SQL p50 ${raw.p50.toFixed(1)} ms, ratio ${(service.p50 / raw.p50).toFixed(2)}x (goal ≤ 1.5x) ` +
          `(means ${service.mean.toFixed(1)} / ${raw.mean.toFixed(1)} ms)`,
      );
    }
  } finally {
    await app.close();
  }
}

await onPostgresThenPglite(run, PG_RECORDS, PGLITE_RECORDS);
