/**
 * A production server runs the web app's records list query before it listens (server/http/warm-up.ts).
 * The query is the app's compiled one, so a change of the list page that the warm-up's variables no
 * longer fit shows here, not as a warning in a production log.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { startTestApp } from './harness.ts';

afterEach(() => vi.restoreAllMocks());

test('a production start runs the records list query without errors before it answers', async () => {
  const warnings = vi.spyOn(console, 'warn');
  const t = await startTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', GUEST_CACHE_SECONDS: '0' } });
  try {
    const warmUp = warnings.mock.calls.filter(([line]) => String(line).includes('Warm-up'));
    expect(warmUp).toEqual([]);
    const reply = await t.rest('GET', '/api/observation?_size=1');
    expect(reply.status).toBe(200);
  } finally {
    await t.close();
  }
});
