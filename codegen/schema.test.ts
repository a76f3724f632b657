import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../server/config.ts';
import { printedSchema } from './print-schema.ts';

it('schema.graphql is the printed Pothos schema (run npm run codegen when this fails)', () => {
  const committed = readFileSync(path.join(rootDir, 'schema.graphql'), 'utf8');
  expect(committed === printedSchema(), 'schema.graphql is stale: run npm run codegen').toBe(true);
});
