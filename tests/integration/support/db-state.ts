import type { Database } from '../../../server/db/database.ts';

/**
 * The tables a mutation of the social core or the recording area may write. Leaves first: restoring
 * empties them in this order and refills them in the reverse one, so foreign keys always find their rows.
 */
const LEAF_TABLES = [
  'MediaAttachment',
  'Like',
  'Block',
  'EntityRelation',
  'Notification',
  'Dispute',
  'Consent',
  'Comment',
  'PushSubscription',
  'ReviewEvent',
  'Observation',
  'Sample',
  'SavedLocation',
  'Media',
  'PendingUpload',
  'Phenology',
  'KnownSquare',
  'ReviewRule',
  'TimelineItem',
  'Post',
  'Species',
];
const TABLES = [...LEAF_TABLES, 'Entity'];
const SNAPSHOT_SCHEMA = 'matrix_snapshot';

/**
 * Saves these tables once, tells whether they still hold what was saved (a fingerprint of every
 * row), and puts them back after a mutation changed them. Person entities are updated in place,
 * never deleted, as their users and sessions hang on them.
 */
export interface DbState {
  /** an md5 of every row of every table saved */
  fingerprint(): Promise<string>;
  /** whether the tables hold exactly the saved rows */
  unchanged(): Promise<boolean>;
  /** puts the saved rows back */
  restore(): Promise<void>;
}

export async function saveDbState(db: Database): Promise<DbState> {
  const q = (table: string) => `"${table}"`;
  await db.execScript(
    [`DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE`, `CREATE SCHEMA ${SNAPSHOT_SCHEMA}`]
      .concat(TABLES.map((table) => `CREATE TABLE ${SNAPSHOT_SCHEMA}.${q(table)} AS SELECT * FROM public.${q(table)}`))
      .join(';\n'),
  );
  const entityColumns = (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'Entity' AND column_name <> 'id' ORDER BY ordinal_position`,
    )
  ).map(({ column_name }) => `"${column_name}"`);
  const fingerprintSql = `SELECT md5(${TABLES.map(
    (table) => `coalesce((SELECT string_agg(row_text, '|' ORDER BY row_text) FROM (SELECT x::text AS row_text FROM public.${q(table)} x) rows), '')`,
  ).join(` || '#' || `)}) AS fingerprint`;
  const restoreSql = [
    'BEGIN',
    ...LEAF_TABLES.map((table) => `DELETE FROM public.${q(table)}`),
    `DELETE FROM public."Entity" WHERE id NOT IN (SELECT id FROM ${SNAPSHOT_SCHEMA}."Entity")`,
    `INSERT INTO public."Entity" SELECT * FROM ${SNAPSHOT_SCHEMA}."Entity" ON CONFLICT (id) DO UPDATE SET (${entityColumns.join(', ')}) = ROW(${entityColumns
      .map((column) => `EXCLUDED.${column}`)
      .join(', ')})`,
    ...[...LEAF_TABLES].reverse().map((table) => `INSERT INTO public.${q(table)} SELECT * FROM ${SNAPSHOT_SCHEMA}.${q(table)}`),
    'COMMIT',
  ].join(';\n');

  const fingerprint = async () => (await db.query<{ fingerprint: string }>(fingerprintSql))[0]!.fingerprint;
  const saved = await fingerprint();
  return {
    fingerprint,
    unchanged: async () => (await fingerprint()) === saved,
    async restore() {
      await db.execScript(restoreSql);
      const now = await fingerprint();
      if (now !== saved) throw new Error('The database state could not be restored');
    },
  };
}
