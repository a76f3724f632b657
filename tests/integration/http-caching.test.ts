/**
 * API answers depend on the session, so no cache (the browser's, a proxy's) may keep them: GraphQL
 * and REST answers, errors included, say Cache-Control: no-store; media files opt into their own.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.loginAs('user@lepke.test');
});
afterAll(() => t?.close());

test('GraphQL and REST answers, personal or failed, are never stored by a cache', async () => {
  const answers = {
    'GraphQL query': await t.gql('{ viewer { role displayName } }', {}, { cookie }),
    'GraphQL parse error': await t.gql('{ viewer { role '),
    'GraphQL over GET': await t.rest('GET', `/graphql?query=${encodeURIComponent('{ viewer { role } }')}`, { cookie, headers: { 'apollo-require-preflight': 'true' } }),
    'REST list': await t.rest('GET', '/api/observation', { cookie }),
    'REST own data': await t.rest('GET', '/api/my/location', { cookie }),
    'REST guest refusal': await t.rest('GET', '/api/my/location'),
    'REST unknown path': await t.rest('GET', '/api/no/such/path'),
  };
  for (const [name, reply] of Object.entries(answers)) {
    expect({ name, cacheControl: reply.headers.get('cache-control') }).toEqual({ name, cacheControl: 'no-store' });
  }
});
