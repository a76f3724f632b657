/**
 * A production server runs the web app's home and records list queries before it listens
 * (server/http/warm-up.ts). They are the app's compiled ones, so a change of those pages that the
 * warm-up's variables no longer fit shows here, not as a warning in a production log.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { startTestApp } from './harness.ts';

afterEach(() => vi.restoreAllMocks());

// On a busy two-core machine (a start beside a running suite) the start alone may pass 30 s.
test('a production start runs the home and records list queries without errors before it answers', async () => {
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
}, 90_000);
