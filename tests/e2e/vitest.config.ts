import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests against the real server: one file at a time, one shared server (global-setup.ts). */
export default defineConfig({
  resolve: { alias: { '@domain': fileURLToPath(new URL('../../domain', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // What a poll waits for is the app's next render or request: on a busy two-core machine that takes longer than 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
