/**
 * Privacy matrix: one item at each level (0 only me, 1 friends, 2 same group, 9 anybody, -1
 * removed), two posts on an entity's board (levels 2 and 0) and a public item of someone else,
 * read by every viewer class through every read path: node(id), the home timeline, likers and
 * comments of the item, the entity board, searchTimeline, REST lists (timeline, search, comments,
 * likers, board, post) and the timelineItemChanged subscription. Each path must show exactly the
 * items the viewer may see: nothing hidden leaks, nothing allowed is missing.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type DbState, saveDbState } from './support/db-state.ts';
import { audience, buildWorld, INITIAL_PRIVACY, type ItemName, ITEMS, SEARCH_WORD, SEARCHABLE, SEEN_BY, VIEWERS, type ViewerClass, type World } from './support/world.ts';
import { subscriptionClient } from './ws-client.ts';
import { gridCells } from '@domain/geo/grid.ts';

/** A matrix test makes a few hundred requests: leave room for a busy machine. */
const SLOW = 120_000;

let w: World;
let state: DbState;

beforeAll(async () => {
  w = await buildWorld();
  state = await saveDbState(w.t.db);
});
afterAll(() => w?.t.close());

type Seen = Record<ViewerClass, ItemName[]>;

/** What each viewer should find on a path listing `among` items. */
function expectedSeen(among: readonly ItemName[] = ITEMS): Seen {
  return Object.fromEntries(VIEWERS.map((viewer) => [viewer, among.filter((item) => SEEN_BY[item].includes(viewer))])) as Seen;
}

/** Runs `read` for every viewer class; it answers the names of the world items the viewer found. */
async function seenBy(read: (viewer: ViewerClass) => Promise<ItemName[]>): Promise<Seen> {
  const seen = {} as Seen;
  for (const viewer of VIEWERS) seen[viewer] = (await read(viewer)).sort((a, b) => ITEMS.indexOf(a) - ITEMS.indexOf(b));
  return seen;
}

/** The world item with this global id or numeric id; anything else shows up as itself, so it fails the comparison. */
function nameOf(id: string | number): ItemName {
  const found = ITEMS.find((item) => w.items[item].key === id || w.items[item].id === id);
  return (found ?? `unknown ${id}`) as ItemName;
}

const BOARD_ITEMS: ItemName[] = ['entity2', 'entity0'];
const POST_ITEMS: ItemName[] = ['level9', ...BOARD_ITEMS];

describe('GraphQL read paths', { timeout: SLOW }, () => {
  // One request per viewer reads every item's node, likers and comments, plus the lists.
  const perItem = (item: ItemName) => {
    const key = JSON.stringify(w.items[item].key);
    return `
      ${item}Node: node(id: ${key}) { id ... on TimelineItem { privacy } }
      ${item}Likers: likers(objectId: ${key}, first: 20) { edges { node { id } } }
      ${item}Comments: comments(objectId: ${key}, first: 20) { edges { node { id message } } }
      ${w.items[item].postId ? `${item}Post: node(id: ${JSON.stringify(encodeGlobalID('Post', w.items[item].postId))}) { id }` : ''}`;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const replies = new Map<ViewerClass, any>();
  const read = async (viewer: ViewerClass) => {
    if (!replies.has(viewer)) {
      const query = `{
        ${ITEMS.map(perItem).join('\n')}
        timeline(first: 50) { totalCount edges { node { id } } }
        search: searchTimeline(query: ${JSON.stringify(SEARCH_WORD.toUpperCase().normalize('NFD').replace(/\p{M}/gu, ''))}, first: 50) { totalCount edges { node { id } } }
        project: node(id: ${JSON.stringify(w.project.key)}) { ... on Entity { board(first: 50) { totalCount edges { node { id } } } } }
      }`;
      const reply = await w.t.gql(query, {}, { cookie: w.cookieOf(viewer) });
      // A guest is told that a hidden node needs a login (UNAUTHORIZED, with the node null); nobody gets another error.
      const unexpected = (reply.body.errors ?? []).filter((error) => !(viewer === 'guest' && error.extensions?.code === 'UNAUTHORIZED'));
      expect(unexpected, `errors for ${viewer}`).toEqual([]);
      replies.set(viewer, reply.body.data);
    }
    return replies.get(viewer);
  };
  const ids = (connection: { edges: { node: { id: string } }[] } | null) => (connection?.edges ?? []).map((edge) => edge.node.id);

  test('node(id) answers exactly the visible items, with their level', async () => {
    const seen = await seenBy(async (viewer) => {
      const data = await read(viewer);
      return ITEMS.filter((item) => {
        const node = data[`${item}Node`];
        if (node) expect(node.privacy).toBe(INITIAL_PRIVACY[item]);
        return node !== null;
      });
    });
    expect(seen).toEqual(expectedSeen());
  });

  test('node(id) of a post answers exactly the visible posts', async () => {
    const seen = await seenBy(async (viewer) => {
      const data = await read(viewer);
      return POST_ITEMS.filter((item) => data[`${item}Post`] !== null);
    });
    expect(seen).toEqual(expectedSeen(POST_ITEMS));
  });

  test("likers and comments answer for visible items only, and list the owner's like and comment", async () => {
    const likers = await seenBy(async (viewer) => {
      const data = await read(viewer);
      return ITEMS.filter((item) => {
        const list = data[`${item}Likers`];
        if (list) expect(ids(list)).toContain(w.personKey(w.items[item].ownerClass));
        return list !== null;
      });
    });
    const comments = await seenBy(async (viewer) => {
      const data = await read(viewer);
      return ITEMS.filter((item) => {
        const list = data[`${item}Comments`];
        if (list) expect(list.edges.map((edge: { node: { message: string } }) => edge.node.message)).toContain(`${item} comment`);
        return list !== null;
      });
    });
    expect(likers).toEqual(expectedSeen());
    expect(comments).toEqual(expectedSeen());
  });

  test('the home timeline lists exactly the visible items, and counts them', async () => {
    const seen = await seenBy(async (viewer) => {
      const { timeline } = await read(viewer);
      expect(timeline.totalCount).toBe(timeline.edges.length);
      return ids(timeline).map(nameOf);
    });
    expect(seen).toEqual(expectedSeen());
  });

  test('searchTimeline finds the visible matching items, ignoring case and accents', async () => {
    const seen = await seenBy(async (viewer) => {
      const { search } = await read(viewer);
      expect(search.totalCount).toBe(search.edges.length);
      return ids(search).map(nameOf);
    });
    expect(seen).toEqual(expectedSeen(SEARCHABLE));
  });

  test("the entity board lists exactly the visible posts of P's board", async () => {
    const seen = await seenBy(async (viewer) => {
      const { project } = await read(viewer);
      return ids(project.board).map(nameOf);
    });
    expect(seen).toEqual(expectedSeen(BOARD_ITEMS));
  });
});

describe('same group (privacy 2) means a group joined with approval', { timeout: SLOW }, () => {
  const LEVEL = 'query ($id: ID!) { node(id: $id) { id } }';
  const seesLevel2 = async (viewer: ViewerClass) => (await w.t.gql(LEVEL, { id: w.items.level2.key }, { cookie: w.cookieOf(viewer) })).body.data.node !== null;

  test('sharing the community entity or an open group gives no access; sharing a curated one does', async () => {
    // groupie shares the open group G and the community with the owner, stranger only the community.
    expect(await seesLevel2('groupie')).toBe(false);
    expect(await seesLevel2('stranger')).toBe(false);
    // mate shares the circle K, which admits members only with an administrator's approval.
    expect(await seesLevel2('mate')).toBe(true);
  });
});

describe('search text', { timeout: SLOW }, () => {
  const SEARCH = 'query ($query: String!) { searchTimeline(query: $query, first: 50) { edges { node { id } } } }';
  const found = async (query: string) => {
    const reply = await w.t.gql(SEARCH, { query }, { cookie: w.cookieOf('owner') });
    expect(reply.body.errors).toBeUndefined();
    return (reply.body.data.searchTimeline.edges as { node: { id: string } }[]).map((edge) => nameOf(edge.node.id));
  };

  test('empty or blank text is a VALIDATION_ERROR', async () => {
    for (const query of ['', '   ']) {
      const reply = await w.t.gql(SEARCH, { query }, { cookie: w.cookieOf('owner') });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    }
  });

  test('LIKE wildcards in the text are literal, and accents on either side do not matter', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    // "Barátoknak" stored with an accent, asked without; "csoport" stored plain, asked with accents.
    expect(await found('BARATOKNAK')).toEqual(['level1']);
    expect(await found('csöpórt')).toEqual(['level2']);
    expect(await found('CSOPORT')).toEqual(['level2']);
  });
});

describe('REST read paths', { timeout: SLOW }, () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const listed = (body: any): number[] => (body?.list?.data ?? []).map((row: { id: number }) => row.id);

  test('GET /api/timeline lists exactly the visible items', async () => {
    const seen = await seenBy(async (viewer) => {
      const reply = await w.t.rest('GET', '/api/timeline?_size=50', { cookie: w.cookieOf(viewer) });
      expect(reply.status).toBe(200);
      expect(reply.body.list.page.totalElements).toBe(reply.body.list.data.length);
      return listed(reply.body).map(nameOf);
    });
    expect(seen).toEqual(expectedSeen());
  });

  test('GET /api/timeline?query= finds the visible matching items', async () => {
    const seen = await seenBy(async (viewer) => {
      const reply = await w.t.rest('GET', `/api/timeline?_size=50&query=${encodeURIComponent(SEARCH_WORD.toLowerCase())}`, { cookie: w.cookieOf(viewer) });
      expect(reply.status).toBe(200);
      expect(reply.body.list.page.totalElements).toBe(reply.body.list.data.length);
      return listed(reply.body).map(nameOf);
    });
    expect(seen).toEqual(expectedSeen(SEARCHABLE));
  });

  test("GET /api/comment/{object} answers the visible items' comments and 404 for the others", async () => {
    const seen = await seenBy(async (viewer) => {
      const found: ItemName[] = [];
      for (const item of ITEMS) {
        const reply = await w.t.rest('GET', `/api/comment/${w.items[item].id}?_size=1000&_page=0&_sort=A.id`, { cookie: w.cookieOf(viewer) });
        if (reply.status === 200) {
          expect(reply.body.list.data.map((row: { message: string }) => row.message)).toContain(`${item} comment`);
          found.push(item);
        } else {
          expect([reply.status, reply.body.error_code]).toEqual([404, 'DATA_NOT_FOUND']);
        }
      }
      return found;
    });
    expect(seen).toEqual(expectedSeen());
  });

  test('GET /api/entity/relation/{id}/l (who liked) answers for visible items only', async () => {
    const seen = await seenBy(async (viewer) => {
      const found: ItemName[] = [];
      for (const item of ITEMS) {
        const reply = await w.t.rest('GET', `/api/entity/relation/${w.items[item].id}/l`, { cookie: w.cookieOf(viewer) });
        if (reply.status === 200) {
          expect(listed(reply.body)).toContain(w.items[item].ownerId);
          found.push(item);
        } else {
          expect(reply.status).toBe(404);
        }
      }
      return found;
    });
    expect(seen).toEqual(expectedSeen());
  });

  test('GET /api/entity/_msb (the board) and GET /api/post/{id} show visible board posts only', async () => {
    const board = await seenBy(async (viewer) => {
      const reply = await w.t.rest('GET', `/api/entity/_msb?entity=${w.project.id}&_size=50`, { cookie: w.cookieOf(viewer) });
      expect(reply.status).toBe(200);
      return listed(reply.body).map(nameOf);
    });
    const posts = await seenBy(async (viewer) => {
      const found: ItemName[] = [];
      for (const item of POST_ITEMS) {
        const reply = await w.t.rest('GET', `/api/post/${w.items[item].postId}`, { cookie: w.cookieOf(viewer) });
        if (reply.status === 200) found.push(item);
        else expect(reply.status).toBe(404);
      }
      return found;
    });
    expect(board).toEqual(expectedSeen(BOARD_ITEMS));
    expect(posts).toEqual(expectedSeen(POST_ITEMS));
  });
});

/** Records of the world's owners at each level, one per EEA 10 km cell, read through the map's grid layer and points. */
describe('the observation map (grid layer, points, the REST grid call, the GeoJSON download, the live records)', { timeout: SLOW }, () => {
  /** the items not published in an entity: a record's item is its uploader's own */
  const RECORD_ITEMS: ItemName[] = ['level0', 'level1', 'level2', 'level9', 'removed', 'other9'];
  /** Validators read every record that is not removed, whatever its level. */
  const readers = (item: ItemName): ViewerClass[] =>
    INITIAL_PRIVACY[item] === -1 ? [] : [...new Set([...SEEN_BY[item], 'siteAdmin' as const, 'siteModerator' as const])];

  test('counts and shows exactly the records each viewer may read', async () => {
    const { prisma } = w.t.db;
    const made: { recordId: number; itemId: number }[] = [];
    const cellOf = new Map<string, ItemName>();
    try {
      for (const [i, item] of RECORD_ITEMS.entries()) {
        const lat = 47.1;
        const lon = 17.2 + i * 0.5;
        const grid = gridCells(lat, lon);
        const row = await prisma.timelineItem.create({
          data: { ownerId: w.items[item].ownerId, category: 'OBSERVATION', title: `map ${item}`, privacy: INITIAL_PRIVACY[item] },
        });
        const record = await prisma.observation.create({
          data: {
            clientId: `matrix-map-${item}`,
            speciesText: 'Aglais io',
            status: 1,
            country: 'HU',
            lat,
            lon,
            dateFrom: new Date('2025-07-01T00:00:00Z'),
            dateTo: new Date('2025-07-01T00:00:00Z'),
            uploaderId: w.items[item].ownerId,
            ...grid,
            itemId: row.id,
          },
        });
        made.push({ recordId: record.id, itemId: row.id });
        cellOf.set(grid.eea10km!, item);
      }
      const expected = Object.fromEntries(VIEWERS.map((viewer) => [viewer, RECORD_ITEMS.filter((item) => readers(item).includes(viewer))])) as Seen;
      const layer = await seenBy(async (viewer) => {
        const reply = await w.t.gql('{ observationGrid(grid: EEA10KM, count: OBSERVATION) { cells { cell count } } }', {}, { cookie: w.cookieOf(viewer) });
        return (reply.body.data.observationGrid.cells as { cell: string }[]).map((cell) => cellOf.get(cell.cell) ?? (`unknown ${cell.cell}` as ItemName));
      });
      const points = await seenBy(async (viewer) => {
        const reply = await w.t.gql('{ observationPoints { points { recId } } }', {}, { cookie: w.cookieOf(viewer) });
        return (reply.body.data.observationPoints.points as { recId: number }[]).map(
          (point) => RECORD_ITEMS[made.findIndex((m) => m.recordId === point.recId)] ?? (`unknown ${point.recId}` as ItemName),
        );
      });
      const rest = await seenBy(async (viewer) => {
        const reply = await w.t.rest('GET', '/api/observation/map/grid/eea10km/0/observation?_size=200000', { cookie: w.cookieOf(viewer) });
        expect(reply.status).toBe(200);
        return (reply.body.list.data as { cell: string }[]).map((cell) => cellOf.get(cell.cell) ?? (`unknown ${cell.cell}` as ItemName));
      });
      // The GeoJSON download needs a login: a guest is refused, everybody else gets what they may read.
      const geojson = await seenBy(async (viewer) => {
        const reply = await w.t.rest('GET', '/api/map/get_geojson', { cookie: w.cookieOf(viewer) });
        if (viewer === 'guest') {
          expect(reply.status).toBe(401);
          return [];
        }
        expect(reply.status).toBe(200);
        return (reply.body.features as { id: number }[]).map(
          (feature) => RECORD_ITEMS[made.findIndex((m) => m.recordId === feature.id)] ?? (`unknown ${feature.id}` as ItemName),
        );
      });
      // The statistics count the same records: per viewer, per uploader, as many as that viewer may read.
      const perOwner = (items: ItemName[]) => {
        const counts = new Map<number, number>();
        for (const item of items) counts.set(w.items[item].ownerId, (counts.get(w.items[item].ownerId) ?? 0) + 1);
        return [...counts].sort(([a], [b]) => a - b);
      };
      for (const viewer of VIEWERS) {
        const reply = await w.t.gql(
          'query ($filter: ObservationFilter) { observationStats(filter: $filter) { records topObservers { entityId records } } }',
          { filter: { dateFrom: '2025-07-01', dateTo: '2025-07-01' } },
          { cookie: w.cookieOf(viewer) },
        );
        const stats = reply.body.data.observationStats as { records: number; topObservers: { entityId: number; records: number }[] };
        expect({ viewer, records: stats.records, perOwner: stats.topObservers.map((row) => [row.entityId, row.records]).sort(([a], [b]) => a! - b!) }).toEqual({
          viewer,
          records: expected[viewer].length,
          perOwner: perOwner(expected[viewer]),
        });
        const rest = await w.t.rest('GET', '/api/observation/stat?date_from=2025-07-01&date_to=2025-07-01', { cookie: w.cookieOf(viewer) });
        expect({ viewer, records: rest.body.records }).toEqual({ viewer, records: expected[viewer].length });
      }
      // The export call (tab-separated Darwin Core): a guest too gets what they may read.
      const exported = await seenBy(async (viewer) => {
        const reply = await w.t.rest('GET', '/api/sv2/observation/export/observation/csv/matrix', { cookie: w.cookieOf(viewer) });
        expect(reply.status).toBe(200);
        const ids = (reply.body as string)
          .split('\n')
          .slice(1)
          .filter(Boolean)
          .map((line) => Number(/\/observation\/(\d+)$/.exec(line.split('\t')[0]!)![1]));
        return ids.map((id) => RECORD_ITEMS[made.findIndex((m) => m.recordId === id)] ?? (`unknown ${id}` as ItemName));
      });
      expect(layer).toEqual(expected);
      expect(points).toEqual(expected);
      expect(exported).toEqual(expected);
      expect(rest).toEqual(expected);
      expect(geojson).toEqual({ ...expected, guest: [] });

      // The live map: an accepted record's announcement reaches exactly those who may read it.
      const live = Object.fromEntries(VIEWERS.map((viewer) => [viewer, [] as string[]])) as Record<ViewerClass, string[]>;
      const clients: Client[] = [];
      const itemOfRecord = (id: number) => RECORD_ITEMS[made.findIndex((m) => m.recordId === id)] ?? `unknown ${id}`;
      const publish = (observationId: number) => w.t.app.services.bus.pubsub.publish('observationAccepted', { observationId });
      const marker = made[RECORD_ITEMS.indexOf('other9')]!.recordId;
      try {
        for (const viewer of VIEWERS) {
          const client = subscriptionClient(w.t, { cookie: w.cookieOf(viewer) });
          clients.push(client);
          client.subscribe<{ observationAccepted: { recId: number } }>(
            { query: 'subscription { observationAccepted { recId } }' },
            {
              next: ({ data, errors }) => live[viewer].push(errors ? `error ${errors[0]?.message}` : itemOfRecord(data!.observationAccepted.recId)),
              error: (error) => live[viewer].push(`error ${String(error)}`),
              complete: () => {},
            },
          );
        }
        // Subscriptions start asynchronously: announce the public record until everybody who may read it heard it.
        const markerHeard = () => VIEWERS.every((viewer) => !readers('other9').includes(viewer) || live[viewer].includes('other9'));
        await vi.waitFor(
          () => {
            if (!markerHeard()) publish(marker);
            expect(markerHeard()).toBe(true);
          },
          { timeout: 10_000, interval: 100 },
        );
        // Then each record once, from a clean slate: every reader hears what it may read (a busy machine may take a while)…
        for (const viewer of VIEWERS) live[viewer].length = 0;
        for (const record of made) publish(record.recordId);
        const heard = () => seenBy((viewer) => Promise.resolve([...new Set(live[viewer])] as ItemName[]));
        await vi.waitFor(async () => expect(await heard()).toEqual(expected), { timeout: 10_000, interval: 100 });
        // …and, a moment later, still nothing more.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await heard()).toEqual(expected);
      } finally {
        await Promise.all(
          clients.map(async (client) => {
            await client.dispose();
          }),
        );
      }
    } finally {
      await prisma.observation.deleteMany({ where: { id: { in: made.map((m) => m.recordId) } } });
      await prisma.timelineItem.deleteMany({ where: { id: { in: made.map((m) => m.itemId) } } });
    }
  });
  test('the saved phenology chart (the admin chart generator) counts exactly the accepted records a guest may read', async () => {
    const { prisma } = w.t.db;
    const species = await prisma.species.create({
      data: {
        genus: 'Matrixia',
        species: 'chartae',
        author: 'Matrix, 2026',
        family: 'Nymphalidae',
        group: 'butterfly',
        uri: 'matrixia-chartae',
        searchText: 'matrixia chartae',
      },
    });
    const made: { recordId: number; itemId: number }[] = [];
    try {
      for (const item of RECORD_ITEMS) {
        const row = await prisma.timelineItem.create({
          data: { ownerId: w.items[item].ownerId, category: 'OBSERVATION', title: `chart ${item}`, privacy: INITIAL_PRIVACY[item] },
        });
        const record = await prisma.observation.create({
          data: {
            clientId: `matrix-chart-${item}`,
            speciesId: species.id,
            speciesText: 'Matrixia chartae',
            status: 1,
            country: 'HU',
            lat: 47.1,
            lon: 17.2,
            dateFrom: new Date('2025-07-01T00:00:00Z'),
            dateTo: new Date('2025-07-01T00:00:00Z'),
            uploaderId: w.items[item].ownerId,
            ...gridCells(47.1, 17.2),
            itemId: row.id,
          },
        });
        made.push({ recordId: record.id, itemId: row.id });
      }
      const reply = await w.t.gql(
        'mutation ($id: ID!) { generateSpeciesChart(id: $id) { ... on SpeciesChartPayload { records species { timegraphImageUrl } } } }',
        { id: encodeGlobalID('Species', species.id) },
        { cookie: w.cookieOf('siteAdmin') },
      );
      const chart = reply.body.data.generateSpeciesChart as { records: number; species: { timegraphImageUrl: string | null } };
      expect(chart.records).toBe(RECORD_ITEMS.filter((item) => readers(item).includes('guest')).length);
      expect(chart.species.timegraphImageUrl).toMatch(/^\/media\/charts\//);
    } finally {
      await prisma.observation.deleteMany({ where: { id: { in: made.map((m) => m.recordId) } } });
      await prisma.timelineItem.deleteMany({ where: { id: { in: made.map((m) => m.itemId) } } });
      await prisma.species.delete({ where: { id: species.id } });
    }
  });
});

describe('the timelineItemChanged subscription', { timeout: SLOW }, () => {
  const SUBSCRIPTION = 'subscription { timelineItemChanged { removedId item { id privacy } } }';
  const SET_PRIVACY = `mutation ($input: SetItemPrivacyInput!) { setItemPrivacy(input: $input) { __typename } }`;
  const REMOVE = `mutation ($input: RemoveTimelineItemInput!) { removeTimelineItem(input: $input) { __typename } }`;

  interface Change {
    removedId: string | null;
    item: { id: string; privacy: number } | null;
  }
  /** An event as `item name@level` for an item, `-item name` for a removal. */
  const show = ({ removedId, item }: Change) => (item ? `${nameOf(item.id)}@${item.privacy}` : `-${nameOf(removedId!)}`);

  const clients: Client[] = [];
  afterAll(async () => {
    await Promise.all(
      clients.map(async (client) => {
        await client.dispose();
      }),
    );
    await state?.restore();
  });

  test('pushes a privacy change to whoever sees the item, a removal to whoever saw it, and nothing to anybody else', async () => {
    const events = Object.fromEntries(VIEWERS.map((viewer) => [viewer, [] as string[]])) as Record<ViewerClass, string[]>;
    for (const viewer of VIEWERS) {
      const client = subscriptionClient(w.t, { cookie: w.cookieOf(viewer) });
      clients.push(client);
      client.subscribe<{ timelineItemChanged: Change }>(
        { query: SUBSCRIPTION },
        {
          next: ({ data, errors }) => events[viewer].push(errors ? `error ${errors[0]?.message}` : show(data!.timelineItemChanged)),
          error: (error) => events[viewer].push(`error ${String(error)}`),
          complete: () => {},
        },
      );
    }
    const setPrivacy = async (who: ViewerClass, item: ItemName, privacy: number) => {
      const reply = await w.t.gql(SET_PRIVACY, { input: { itemId: w.items[item].key, privacy } }, { cookie: w.cookieOf(who) });
      expect(reply.body.data.setItemPrivacy.__typename).toBe('TimelineItem');
    };
    // The stranger's public item is everybody's marker: re-setting its level reaches every subscriber.
    const marker = () => setPrivacy('stranger', 'other9', 9);
    const MARK = 'other9@9';
    const everybodyGot = (count: number) => VIEWERS.every((viewer) => events[viewer].filter((event) => event === MARK).length >= count);

    // Subscriptions start asynchronously: mark until every subscriber has received a marker.
    await vi.waitFor(
      async () => {
        if (!everybodyGot(1)) await marker();
        expect(everybodyGot(1)).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    const warmUp = Object.fromEntries(VIEWERS.map((viewer) => [viewer, events[viewer].length])) as Record<ViewerClass, number>;

    const steps: { who: ViewerClass; item: ItemName; from: number; to: number }[] = [
      { who: 'owner', item: 'level9', from: 9, to: 1 },
      { who: 'owner', item: 'level9', from: 1, to: 0 },
      { who: 'owner', item: 'level9', from: 0, to: 2 },
      { who: 'owner', item: 'level9', from: 2, to: -1 },
      { who: 'member', item: 'entity2', from: 2, to: 9 },
      { who: 'member', item: 'entity2', from: 9, to: 0 },
    ];
    const expected = Object.fromEntries(VIEWERS.map((viewer) => [viewer, [] as string[]])) as Record<ViewerClass, string[]>;
    for (const { who, item, from, to } of steps) {
      if (to === -1) {
        const reply = await w.t.gql(REMOVE, { input: { itemId: w.items[item].key } }, { cookie: w.cookieOf(who) });
        expect(reply.body.data.removeTimelineItem.__typename).toBe('RemoveTimelineItemPayload');
      } else {
        await setPrivacy(who, item, to);
      }
      for (const viewer of VIEWERS) {
        if (audience(item, to).includes(viewer)) expected[viewer].push(`${item}@${to}`);
        else if (audience(item, from).includes(viewer)) expected[viewer].push(`-${item}`);
      }
    }
    // Every subscriber handles events in order: once the closing marker arrived, so had everything before it.
    await marker();
    await vi.waitFor(() => expect(VIEWERS.every((viewer) => events[viewer].at(-1) === MARK)).toBe(true), { timeout: 10_000 });

    const received = Object.fromEntries(
      VIEWERS.map((viewer) => {
        const after = events[viewer].slice(warmUp[viewer], -1);
        // Markers of the warm-up may still have been on their way.
        while (after[0] === MARK) after.shift();
        return [viewer, after];
      }),
    );
    expect(received).toEqual(expected);
  });
});

describe('media follow the items that show them', { timeout: SLOW }, () => {
  /** Each item's photo, and a photo of the owner's that nothing shows. */
  const MEDIA = [...ITEMS, 'loose'] as const;
  type MediaName = (typeof MEDIA)[number];
  type SeenMedia = Record<ViewerClass, MediaName[]>;
  const mediaOf = (name: MediaName) => (name === 'loose' ? w.looseMedia : w.items[name].media);
  /** Its owner sees a photo always (even of a removed item); others as they see an item showing it. */
  const mediaSeenBy = (name: MediaName): readonly ViewerClass[] => (name === 'loose' ? ['owner'] : [...new Set([w.items[name].ownerClass, ...SEEN_BY[name]])]);
  const expectedMedia = () => Object.fromEntries(VIEWERS.map((viewer) => [viewer, MEDIA.filter((name) => mediaSeenBy(name).includes(viewer))])) as SeenMedia;
  const mediaName = (id: number) => (MEDIA.find((name) => mediaOf(name).id === id) ?? `unknown ${id}`) as MediaName;
  const seenMedia = async (read: (viewer: ViewerClass) => Promise<MediaName[]>) => {
    const seen = {} as SeenMedia;
    for (const viewer of VIEWERS) seen[viewer] = (await read(viewer)).sort((a, b) => MEDIA.indexOf(a) - MEDIA.indexOf(b));
    return seen;
  };
  const OWNERS = ['owner', 'member', 'stranger'] as const;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const replies = new Map<ViewerClass, any>();
  const read = async (viewer: ViewerClass) => {
    if (!replies.has(viewer)) {
      const query = `{
        ${MEDIA.map(
          (name) => `
          ${name}Media: media(recId: ${mediaOf(name).id}) { recId }
          ${name}Node: node(id: ${JSON.stringify(encodeGlobalID('Media', mediaOf(name).id))}) { id }`,
        ).join('\n')}
        all: mediaList(first: 50) { totalCount edges { node { recId } } }
        ${OWNERS.map((owner) => `${owner}List: mediaList(uploaderId: ${w.entityIds[owner]}, first: 50) { totalCount edges { node { recId } } }`).join('\n')}
      }`;
      const reply = await w.t.gql(query, {}, { cookie: w.cookieOf(viewer) });
      // As for items: a guest's node(id) of a hidden photo is UNAUTHORIZED (and null); nothing else errs.
      const unexpected = (reply.body.errors ?? []).filter(
        (error) => !(viewer === 'guest' && error.extensions?.code === 'UNAUTHORIZED' && /Node$/.test(String((error as { path?: unknown[] }).path?.[0]))),
      );
      expect(unexpected, `errors for ${viewer}`).toEqual([]);
      replies.set(viewer, reply.body.data);
    }
    return replies.get(viewer);
  };
  const listed = (list: { totalCount: number; edges: { node: { recId: number } }[] }) => {
    expect(list.totalCount).toBe(list.edges.length);
    return list.edges.map((edge) => mediaName(edge.node.recId));
  };

  test('media(recId:) and node(id) answer exactly the visible photos', async () => {
    const byRecId = await seenMedia(async (viewer) => {
      const data = await read(viewer);
      return MEDIA.filter((name) => data[`${name}Media`] !== null);
    });
    const byNode = await seenMedia(async (viewer) => {
      const data = await read(viewer);
      return MEDIA.filter((name) => data[`${name}Node`] !== null);
    });
    expect(byRecId).toEqual(expectedMedia());
    expect(byNode).toEqual(expectedMedia());
  });

  test('mediaList, whole and by uploader, lists and counts exactly the visible photos', async () => {
    const all = await seenMedia(async (viewer) => listed((await read(viewer)).all));
    const byUploader = await seenMedia(async (viewer) => {
      const data = await read(viewer);
      return OWNERS.flatMap((owner) => listed(data[`${owner}List`]));
    });
    expect(all).toEqual(expectedMedia());
    expect(byUploader).toEqual(expectedMedia());
  });

  test('GET /api/media/{id}, /api/attachment/{id} and /api/entity/media/{uploader} answer exactly the visible photos', async () => {
    for (const path of ['/api/media/', '/api/attachment/']) {
      const seen = await seenMedia(async (viewer) => {
        const found: MediaName[] = [];
        for (const name of MEDIA) {
          const reply = await w.t.rest('GET', `${path}${mediaOf(name).id}`, { cookie: w.cookieOf(viewer) });
          if (reply.status === 200) found.push(mediaName(reply.body.data.id));
          else expect([reply.status, reply.body.error_code]).toEqual([404, 'DATA_NOT_FOUND']);
        }
        return found;
      });
      expect(seen, path).toEqual(expectedMedia());
    }
    const lists = await seenMedia(async (viewer) => {
      const found: MediaName[] = [];
      for (const owner of OWNERS) {
        const reply = await w.t.rest('GET', `/api/entity/media/${w.entityIds[owner]}?_size=50`, { cookie: w.cookieOf(viewer) });
        expect(reply.status).toBe(200);
        expect(reply.body.list.page.totalElements).toBe(reply.body.list.data.length);
        found.push(...reply.body.list.data.map((row: { id: number }) => mediaName(row.id)));
      }
      return found;
    });
    expect(lists).toEqual(expectedMedia());
  });

  test('the file route serves a photo to exactly those who may see it', async () => {
    const seen = await seenMedia(async (viewer) => {
      const found: MediaName[] = [];
      for (const name of MEDIA) {
        const cookie = w.cookieOf(viewer);
        const response = await fetch(`${w.t.url}/media/files/${mediaOf(name).dbKey}/pres`, { headers: cookie ? { cookie } : {} });
        await response.arrayBuffer();
        if (response.status === 200) {
          expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
          found.push(name);
        } else {
          expect(response.status).toBe(404);
        }
      }
      return found;
    });
    expect(seen).toEqual(expectedMedia());
  });
});
