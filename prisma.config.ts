import { fileURLToPath } from 'node:url';
import { defineConfig } from 'prisma/config';

// Prisma's CLI insists on a native schema engine binary that cannot be downloaded here.
// `prisma generate` never runs it, so a stub that exits 1 satisfies the check; migrations
// go through codegen/migrate.ts on @prisma/schema-engine-wasm instead of the CLI.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(new URL('./codegen/schema-engine-stub.sh', import.meta.url));

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
