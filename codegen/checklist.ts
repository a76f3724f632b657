/**
 * Rebuilds server/modules/species/checklist/butterflies.csv: the butterflies recorded in Hungary, from
 * the CC0 European butterfly checklist (codegen/sources/eurobutt-checklist, GBIF doi:10.15468/ye7whj,
 * Wiemers et al. 2018 taxonomy: names, authors, families, English names, European and Hungarian red
 * lists, occurrence in Hungary) joined with our hand-made additions (butterflies-hu-additions.csv:
 * subfamily, Hungarian/Romanian/Turkish names, protection, flight and larva months, difficulty).
 *
 * Run by hand after changing either: `npx tsx codegen/checklist.ts`. The output is committed: the
 * server reads only it. SOURCES.md beside the output explains the rules.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { CHECKLIST_COLUMNS, type ChecklistColumn, readChecklistFile } from '../server/modules/species/checklist/checklist.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = fileURLToPath(new URL('sources/eurobutt-checklist/', import.meta.url));
const TARGET_DIR = `${ROOT}server/modules/species/checklist/`;
const ADDITIONS = `${TARGET_DIR}butterflies-hu-additions.csv`;
const OUTPUT = `${TARGET_DIR}butterflies.csv`;

const ADDITION_COLUMNS = [
  'scientific_name',
  'subfamily',
  'name_hu',
  'name_ro',
  'name_tr',
  'protection',
  'protection_value_huf',
  'flight_months',
  'larva_months',
  'difficulty',
] as const;

/**
 * Hungarian rows that count as "recorded in Hungary": present, migrant and irregular ones, and absent
 * ones only when regionally extinct (threatStatus RE). Absent rows without RE (species never reliably
 * recorded within today's borders, e.g. Parnassius apollo, Lycaena helle) are left out, and so are
 * 'excluded' rows: the checklist keeps those for names of the national source it did not accept as
 * taxa (the only Hungarian one is 'Maculinea arion ligurica'; Phengaris arion has its own row).
 */
function recordedStatus(row: Row): string | null {
  const status = row.occurrenceStatus ?? '';
  if (status === 'present' || status === 'migrant' || status === 'irregular') return status;
  if (status === 'absent' && row.threatStatus === 'RE') return 'extinct';
  return null;
}

type Row = Record<string, string | undefined>;
const read = (path: string): Row[] => parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true });

function fail(message: string): never {
  console.error(`codegen/checklist: ${message}`);
  process.exit(1);
}

for (const file of ['taxon.csv', 'distribution.csv', 'vernacularname.csv']) {
  if (!existsSync(`${SOURCE}${file}`)) {
    fail(`${SOURCE}${file} is missing: the European butterfly checklist is expected in codegen/sources/eurobutt-checklist (see its SOURCES.md)`);
  }
}

const taxa = new Map(read(`${SOURCE}taxon.csv`).map((row) => [row.taxonID!, row]));

const englishNames = new Map<string, string>();
for (const row of read(`${SOURCE}vernacularname.csv`)) {
  if (row.language === 'en' && !englishNames.has(row.taxonID!)) englishNames.set(row.taxonID!, row.vernacularName!);
}

const europe = new Map<string, string>();
const hungary = new Map<string, { row: Row; status: string }>();
for (const row of read(`${SOURCE}distribution.csv`)) {
  if (row.locality === 'Europe') europe.set(row.taxonID!, row.threatStatus ?? '');
  if (row.countryCode !== 'HU') continue;
  const status = recordedStatus(row);
  if (!status) continue;
  if (hungary.has(row.taxonID!)) fail(`two Hungarian rows count for ${taxa.get(row.taxonID!)?.scientificName ?? row.taxonID}`);
  hungary.set(row.taxonID!, { row, status });
}

const additionRows = read(ADDITIONS);
const header = Object.keys(additionRows[0] ?? {});
if (header.join(',') !== ADDITION_COLUMNS.join(',')) fail(`${ADDITIONS}: the header must be ${ADDITION_COLUMNS.join(',')}`);
const additions = new Map<string, Row>();
for (const row of additionRows) {
  if (additions.has(row.scientific_name!)) fail(`${row.scientific_name} is twice in the additions`);
  additions.set(row.scientific_name!, row);
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const entries = [...hungary.entries()]
  .map(([taxonId, { row, status }]) => ({ taxonId, taxon: taxa.get(taxonId), row, status }))
  .map((entry) => (entry.taxon ? { ...entry, taxon: entry.taxon } : fail(`distribution row for unknown taxon ${entry.taxonId}`)))
  .sort((a, b) => a.taxon.family!.localeCompare(b.taxon.family!) || a.taxon.scientificName!.localeCompare(b.taxon.scientificName!));

const lines = [CHECKLIST_COLUMNS.join(',')];
const missing: string[] = [];
for (const { taxonId, taxon, row, status } of entries) {
  if (taxon.taxonRank !== 'species') fail(`${taxon.scientificName} is a ${taxon.taxonRank}, not a species`);
  const extra = additions.get(taxon.scientificName!);
  additions.delete(taxon.scientificName!);
  if (!extra) {
    missing.push(taxon.scientificName!);
    continue;
  }
  const iucn = europe.get(taxonId) ?? '';
  const values: Record<ChecklistColumn, string> = {
    genus: taxon.genus!,
    species: taxon.specificEpithet!,
    subspecies: '',
    author: taxon.scientificNameAuthorship!,
    family: taxon.family!,
    subfamily: extra.subfamily ?? '',
    group: 'butterfly',
    name_hu: extra.name_hu ?? '',
    name_en: englishNames.get(taxonId) ?? '',
    name_ro: extra.name_ro ?? '',
    name_tr: extra.name_tr ?? '',
    // 'NA' (not applicable: e.g. a vagrant in Europe) is no assessment.
    iucn_europe: iucn === 'NA' ? '' : iucn,
    red_list_hu: row.threatStatus ?? '',
    status_hu: status,
    protection: extra.protection ?? '',
    protection_value_huf: extra.protection_value_huf ?? '',
    flight_months: extra.flight_months ?? '',
    larva_months: extra.larva_months ?? '',
    difficulty: extra.difficulty ?? '',
    external_ref: taxonId,
  };
  lines.push(CHECKLIST_COLUMNS.map((column) => quote(values[column])).join(','));
}
if (missing.length) fail(`no row in butterflies-hu-additions.csv for: ${missing.join(', ')}`);
if (additions.size) fail(`butterflies-hu-additions.csv rows that match no butterfly recorded in Hungary: ${[...additions.keys()].join(', ')}`);

writeFileSync(OUTPUT, `${lines.join('\n')}\n`);
// Validate what was written exactly as the server will read it.
const written = readChecklistFile(new URL(`file://${OUTPUT}`), 'butterfly');
const byStatus = new Map<string, number>();
for (const entry of written) byStatus.set(entry.statusHu, (byStatus.get(entry.statusHu) ?? 0) + 1);
console.log(`butterflies.csv: ${written.length} species (${[...byStatus].map(([status, count]) => `${status} ${count}`).join(', ')})`);
