/** Synthetic timeline items for the benchmarks over timelines: notes of every demo entity at mixed privacy levels over a year. */

export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export async function fillTimeline(db: Queryable, items: number) {
  await db.query(
    `INSERT INTO "TimelineItem" ("ownerId", category, title, summary, privacy, time)
     SELECT owner.id, 'NOTE', 'Megfigyelés ' || n, repeat('Lepke a réten. ', 8), (ARRAY[9,9,9,1,2,0])[1 + n % 6],
            now() - (n || ' minutes')::interval * 97
     FROM generate_series(1, $1) AS n
     JOIN LATERAL (SELECT id FROM "Entity" ORDER BY random() + n * 0 LIMIT 1) owner ON true`,
    [items],
  );
  await db.query('ANALYZE');
}
