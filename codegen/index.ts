/**
 * Regenerates every committed artefact: schema.graphql from the Pothos schema, the Relay
 * artefacts, the Hungarian source catalog extracted from the web code, and the compiled catalogs.
 * CI runs it and fails when `git status` shows a difference.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootDir } from '../server/config.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@domain/languages.ts';
import { CATALOG_PART_NAMES, catalogPartOf } from '../web/i18n/catalog-parts.ts';
import { printedSchema } from './print-schema.ts';

const bin = (name: string) => path.join(rootDir, 'node_modules', '.bin', name);
const run = (name: string, args: string[]) => execFileSync(bin(name), args, { cwd: rootDir, stdio: 'inherit' });

writeFileSync(path.join(rootDir, 'schema.graphql'), printedSchema());
console.log('schema.graphql printed');

run('relay-compiler', []);

run('formatjs', [
  'extract',
  'web/**/*.{ts,tsx}',
  '--ignore',
  'web/**/__generated__/**',
  'web/**/*.test.{ts,tsx}',
  'web/**/*.d.ts',
  '--format',
  'simple',
  '--out-file',
  'web/i18n/hu.json',
  '--throws',
]);

for (const part of CATALOG_PART_NAMES) mkdirSync(path.join(rootDir, `web/i18n/compiled/${part}`), { recursive: true });
// Hungarian, the source, needs none: the web app's messages carry it (web/i18n/LocaleProvider.tsx).
// Each translation in parts: the first load's, and the screens' parts apart (web/i18n/catalog-parts.ts).
const parts = mkdtempSync(path.join(tmpdir(), 'lepke-catalog-'));
for (const language of LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)) {
  const catalog = JSON.parse(readFileSync(path.join(rootDir, `web/i18n/${language}.json`), 'utf8')) as Record<string, string>;
  for (const part of [null, ...CATALOG_PART_NAMES]) {
    const source = path.join(parts, `${part ?? 'first'}-${language}.json`);
    writeFileSync(source, JSON.stringify(Object.fromEntries(Object.entries(catalog).filter(([id]) => catalogPartOf(id) === part))));
    run('formatjs', ['compile', source, '--format', 'simple', '--ast', '--out-file', `web/i18n/compiled/${part ? `${part}/` : ''}${language}.json`]);
  }
}
rmSync(parts, { recursive: true, force: true });
console.log('messages compiled');
process.exit(0);
