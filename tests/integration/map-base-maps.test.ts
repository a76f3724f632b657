import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/** The observation map's tile base maps, as the server's MAP_TILES_* settings give them to the web. */
describe('Query.mapBaseMaps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        MAP_TILES_STREET: 'https://tile.example.org/{z}/{x}/{y}.png',
        MAP_TILES_STREET_ATTRIBUTION: '© OpenStreetMap contributors',
        MAP_TILES_SATELLITE: 'https://sat.example.com/{z}/{x}/{y}.jpg?key=k',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('lists the configured base maps to anyone, guests included, in the order street, topo, satellite', async () => {
    const reply = await t.gql('{ mapBaseMaps { kind url attribution } }');
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.mapBaseMaps).toEqual([
      { kind: 'STREET', url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      { kind: 'SATELLITE', url: 'https://sat.example.com/{z}/{x}/{y}.jpg?key=k', attribution: null },
    ]);
  });
});
