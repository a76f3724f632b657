import { fileURLToPath } from 'node:url';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql`` tags become imports of their Relay artefacts, as in the app's build.
  plugins: [relay],
  // graphql has no `exports` map: Vite would resolve source imports to index.mjs while Node loads
  // index.js for the libraries (Pothos, graphql-ws), giving two graphql instances that reject each other's types.
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      { find: /^@domain\//, replacement: `${fileURLToPath(new URL('domain', import.meta.url))}/` },
    ],
  },
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'codegen/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/services.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each start a server and a database: two at a time fit two cores.
    maxWorkers: 2,
  },
});
