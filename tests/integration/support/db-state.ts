import type { Database } from '../../../server/db/database.ts';

/**
 * The tables a mutation of the social core or the recording area may write. Leaves first: restoring
 * empties them in this order and refills them in the reverse one, so foreign keys always find their rows.
 */
const LEAF_TABLES = [
  'AuditEntry',
  'ValidatorAssignment',
  'CollectionItem',
  'Collection',
  'ObservationGridCount',
  'MediaAttachment',
  'MessageMedia',
  'MessageCopy',
  'Message',
  'ToldLike',
  'Like',
  'Block',
  'EntityRelation',
  'Notification',
  'Dispute',
  'Consent',
  'Comment',
  'PushSubscription',
  'ReviewEvent',
  'ObservationContributor',
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
  'ArticleBibliography',
  'SpeciesBibliography',
  'BibliographyItem',
  'ArticleRevision',
  'Article',
  'Species',
  'GenusNote',
  'Quiz',
  'Sanction',
];
const TABLES = [...LEAF_TABLES, 'Entity'];
const SNAPSHOT_SCHEMA = 'matrix_snapshot';

/**
 * Saves these tables once, tells whether they still hold what was saved, and puts them back after
 * a mutation changed them. Person entities are updated in place, never deleted, as their users and
 * sessions hang on them.
 */
export interface DbState {
  /** an md5 of every row of every table saved */
  fingerprint(): Promise<string>;
  /** whether the tables hold exactly the saved rows */
  unchanged(): Promise<boolean>;
  /** puts the saved rows back */
  restore(): Promise<void>;
}

/**
 * A row trigger on each table notes the tables a call wrote, so a check compares the fingerprints
 * of those tables only: most calls of a matrix are refusals that write nothing, and fingerprinting
 * every row of every table after each of them was most of the matrices' time on PGlite.
 */
export async function saveDbState(db: Database): Promise<DbState> {
  const q = (table: string) => `"${table}"`;
  await db.execScript(
    [
      `DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE`,
      `CREATE SCHEMA ${SNAPSHOT_SCHEMA}`,
      `CREATE TABLE ${SNAPSHOT_SCHEMA}.touched (table_name text PRIMARY KEY)`,
      `CREATE FUNCTION ${SNAPSHOT_SCHEMA}.touch() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO ${SNAPSHOT_SCHEMA}.touched VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`,
    ]
      .concat(TABLES.map((table) => `CREATE TABLE ${SNAPSHOT_SCHEMA}.${q(table)} AS SELECT * FROM public.${q(table)}`))
      .concat(
        TABLES.map(
          (table) => `CREATE TRIGGER matrix_touch AFTER INSERT OR UPDATE OR DELETE ON public.${q(table)} FOR EACH ROW EXECUTE FUNCTION ${SNAPSHOT_SCHEMA}.touch()`,
        ),
      )
      .join(';\n'),
  );
  // The columns a row is put back with: those the database computes (generated columns) it computes again.
  const writable = new Map<string, string[]>();
  for (const { table_name, column_name } of await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  ))
    writable.set(table_name, [...(writable.get(table_name) ?? []), `"${column_name}"`]);
  const columns = (table: string) => writable.get(table)!.join(', ');
  const entityColumns = writable.get('Entity')!.filter((column) => column !== '"id"');
  const tableFingerprint = (table: string) =>
    `md5(coalesce((SELECT string_agg(row_text, '|' ORDER BY row_text) FROM (SELECT x::text AS row_text FROM public.${q(table)} x) rows), ''))`;
  // The snapshot is put back with the triggers (and the foreign-key checks, which its order makes needless) switched off.
  const restoreSql = [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...LEAF_TABLES.map((table) => `DELETE FROM public.${q(table)}`),
    `DELETE FROM public."Entity" WHERE id NOT IN (SELECT id FROM ${SNAPSHOT_SCHEMA}."Entity")`,
    `INSERT INTO public."Entity" (${columns('Entity')}) SELECT ${columns('Entity')} FROM ${SNAPSHOT_SCHEMA}."Entity" ON CONFLICT (id) DO UPDATE SET (${entityColumns.join(', ')}) = ROW(${entityColumns
      .map((column) => `EXCLUDED.${column}`)
      .join(', ')})`,
    ...[...LEAF_TABLES].reverse().map((table) => `INSERT INTO public.${q(table)} (${columns(table)}) SELECT ${columns(table)} FROM ${SNAPSHOT_SCHEMA}.${q(table)}`),
    `DELETE FROM ${SNAPSHOT_SCHEMA}.touched`,
    'COMMIT',
  ].join(';\n');

  const fingerprints = async (tables: readonly string[]) =>
    (await db.query<{ fingerprints: string[] }>(`SELECT ARRAY[${tables.map(tableFingerprint).join(', ')}] AS fingerprints`))[0]!.fingerprints;
  const saved = new Map((await fingerprints(TABLES)).map((fingerprint, index) => [TABLES[index]!, fingerprint]));
  const touched = async () =>
    (await db.query<{ table_name: string }>(`SELECT table_name FROM ${SNAPSHOT_SCHEMA}.touched ORDER BY table_name`)).map((row) => row.table_name);
  const asSaved = async (tables: readonly string[]) =>
    tables.length === 0 || (await fingerprints(tables)).every((fingerprint, index) => fingerprint === saved.get(tables[index]!));

  return {
    fingerprint: async () => (await fingerprints(TABLES)).join('#'),
    async unchanged() {
      const written = await touched();
      if (!(await asSaved(written))) return false;
      if (written.length > 0) await db.execScript(`DELETE FROM ${SNAPSHOT_SCHEMA}.touched`);
      return true;
    },
    async restore() {
      const written = await touched();
      await db.execScript(restoreSql);
      if (!(await asSaved(written))) throw new Error('The database state could not be restored');
    },
  };
}
