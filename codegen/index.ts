/**
 * Regenerates every committed artefact: schema.graphql from the Pothos schema, the Relay
 * artefacts, the Hungarian source catalog extracted from the web code, and the compiled catalogs.
 * CI runs it and fails when `git status` shows a difference.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../server/config.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@domain/languages.ts';
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

mkdirSync(path.join(rootDir, 'web/i18n/compiled'), { recursive: true });
// Hungarian, the source, needs none: the web app's messages carry it (web/i18n/LocaleProvider.tsx).
for (const language of LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)) {
  run('formatjs', ['compile', `web/i18n/${language}.json`, '--format', 'simple', '--ast', '--out-file', `web/i18n/compiled/${language}.json`]);
}
console.log('messages compiled');
process.exit(0);
