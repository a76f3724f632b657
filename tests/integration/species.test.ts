import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedReferenceData } from '../../server/modules/species/seed.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  user = (await t.register('Reader')).cookie;
  const adminAccount = await t.register('Curator');
  await t.db.prisma.user.update({ where: { entityId: adminAccount.entityId }, data: { role: 'ADMIN' } });
  admin = adminAccount.cookie;
});
afterAll(() => t?.close());

describe('the catalogue', () => {
  test("an existing catalogue gains the checklist's new common names at start-up; names already there stay", async () => {
    const swallowtail = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' } });
    const shipped = swallowtail.commonNames as Record<string, string>;
    expect(shipped.en).toBe('Swallowtail');
    try {
      // As an older installation has it: no other names yet, and an admin's own Hungarian one.
      await t.db.prisma.species.update({ where: { id: swallowtail.id }, data: { commonNames: { hu: 'kardos fecskefarkú' }, searchText: 'papilio machaon' } });
      const { species, names } = await seedReferenceData(t.db.prisma);
      expect(species).toBe(0);
      expect(names).toBe(1);
      const after = await t.db.prisma.species.findUniqueOrThrow({ where: { id: swallowtail.id } });
      expect(after.commonNames).toEqual({ ...shipped, hu: 'kardos fecskefarkú' });
      // the added names are found by the search
      const found = await t.gql(`{ speciesList(query: "swallowtail", first: 5) { edges { node { uri } } } }`);
      expect(found.body.data.speciesList.edges.map((edge: { node: { uri: string } }) => edge.node.uri)).toContain('papilio-machaon');
      expect((await seedReferenceData(t.db.prisma)).names).toBe(0);
    } finally {
      await t.db.prisma.species.update({ where: { id: swallowtail.id }, data: { commonNames: swallowtail.commonNames ?? {}, searchText: swallowtail.searchText } });
    }
  });

  test('a name the checklist withdrew is replaced at start-up, unless an admin changed it', async () => {
    const copper = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'lycaena-phlaeas' } });
    const shipped = copper.commonNames as Record<string, string>;
    expect(shipped.hu).toBe('közönséges tűzlepke');
    try {
      // as a catalogue seeded from the earlier checklist has it
      await t.db.prisma.species.update({ where: { id: copper.id }, data: { commonNames: { ...shipped, hu: 'kis tűzlepke' } } });
      expect((await seedReferenceData(t.db.prisma)).names).toBe(1);
      expect((await t.db.prisma.species.findUniqueOrThrow({ where: { id: copper.id } })).commonNames).toEqual(shipped);
      await t.db.prisma.species.update({ where: { id: copper.id }, data: { commonNames: { ...shipped, hu: 'kis réti tűzlepke' } } });
      expect((await seedReferenceData(t.db.prisma)).names).toBe(0);
      expect((await t.db.prisma.species.findUniqueOrThrow({ where: { id: copper.id } })).commonNames).toMatchObject({ hu: 'kis réti tűzlepke' });
    } finally {
      await t.db.prisma.species.update({ where: { id: copper.id }, data: { commonNames: copper.commonNames ?? {}, searchText: copper.searchText } });
    }
  });

  test('GET /api/species/?_size=50000 answers the whole checklist in one page, in systematic order', async () => {
    const reply = await t.rest('GET', '/api/species/?_size=50000');
    expect(reply.status).toBe(200);
    const { data, page } = reply.body.list;
    expect(page.totalElements).toBe(data.length);
    expect(data.length).toBeGreaterThanOrEqual(155);
    const keys = data.map((row: { group: string; family: string }) => `${row.group} ${row.family}`);
    expect(keys).toEqual(keys.toSorted());
    expect(data[0].group).toBe('butterfly');
    expect((await t.rest('GET', '/api/species/?_size=50001')).status).toBe(422);
  });

  test('one species by id or URI, over REST and GraphQL, with every field of the spec', async () => {
    const byUri = await t.rest('GET', '/api/species/papilio-machaon');
    expect(byUri.body.data).toMatchObject({
      genus: 'Papilio',
      species: 'machaon',
      dauthor: 'Linnaeus, 1758',
      family: 'Papilionidae',
      subfamily: 'Papilioninae',
      common_name: { hu: 'fecskefarkú lepke', en: 'Swallowtail' },
      stat: { cnt: 0, year_from: null, year_to: null },
      iucn: 'LC',
      protection: 'PROTECTED',
      difficulty: 1,
    });
    const byId = await t.rest('GET', `/api/species/${byUri.body.data.id}`);
    expect(byId.body.data.uri).toBe('papilio-machaon');
    const gql = await t.gql('{ species(key: "papilio-machaon") { scientificName commonName(language: "hu") flightMonths viewerCanEdit } }');
    expect(gql.body.data.species).toEqual({ scientificName: 'Papilio machaon', commonName: 'fecskefarkú lepke', flightMonths: [4, 5, 6, 7, 8, 9], viewerCanEdit: false });
    expect((await t.rest('GET', '/api/species/no-such-species')).status).toBe(404);
    expect((await t.gql('{ species(key: "../etc") { uri } }')).body.data.species).toBeNull();
  });

  test('autocomplete: letter pairs, accents ignored, 20 (ajax) or 30 (form) at most, nothing for empty text', async () => {
    const names = async (query: string, size?: number) =>
      (await t.rest('GET', `/api/ac/species?query=${encodeURIComponent(query)}${size ? `&_size=${size}` : ''}`)).body.list.data.map((row: { name: string }) => row.name);
    expect((await names('machoan'))[0]).toBe('Papilio machaon');
    expect((await names('fecskefarku'))[0]).toBe('Papilio machaon');
    // Five peacocks ('esti', 'kis', 'nagy', 'nappali', 'T-betűs pávaszem') start a word with it, alphabetically.
    expect((await names('pávaszem')).slice(0, 5)).toEqual(['Smerinthus ocellata', 'Saturnia pavoniella', 'Saturnia pyri', 'Aglais io', 'Aglia tau']);
    expect((await names('nappali pavaszem'))[0]).toBe('Aglais io');
    expect(await names('')).toEqual([]);
    expect((await names('a')).length).toBeLessThanOrEqual(20);
    expect((await names('a', 30)).length).toBe(30);
    // above the form's limit is clamped to it (issue 13 §2.5)
    const clamped = await t.rest('GET', '/api/ac/species?query=a&_size=31');
    expect([clamped.status, clamped.body.list.data.length]).toEqual([200, 30]);
    const gql = await t.gql('{ speciesAutocomplete(query: "kardos", limit: 5) { scientificName } }');
    expect(gql.body.data.speciesAutocomplete[0]).toEqual({ scientificName: 'Iphiclides podalirius' });
  });
});

describe('editing the catalogue (admins only)', () => {
  const SAVE = `mutation ($input: SaveSpeciesInput!) { saveSpecies(input: $input) { __typename ... on SaveSpeciesPayload { species { id recId uri commonName(language: "hu") } } ... on Error { code } ... on ValidationError { fields { field code } } } }`;
  /** A made-up species, so the test never collides with the checklist. */
  const NEW = {
    genus: 'Testia',
    species: 'probata',
    author: '(Tester, 2026)',
    family: 'Zygaenidae',
    group: 'moth',
    commonNames: { hu: 'próbalepke', en: 'Test Burnet' },
    difficulty: 2,
  };

  test('a USER is refused and nothing changes', async () => {
    const before = await t.db.prisma.species.count();
    expect((await t.gql(SAVE, { input: NEW }, { cookie: user })).body.data.saveSpecies.code).toBe('FORBIDDEN');
    expect((await t.rest('POST', '/api/species', { cookie: user, body: { ...NEW, dauthor: NEW.author } })).status).toBe(403);
    expect(await t.db.prisma.species.count()).toBe(before);
  });

  test('an admin adds and renames a species; one with records is not deleted but merged into another, keeping the old name in each record’s history', async () => {
    const created = (await t.gql(SAVE, { input: { ...NEW, flightMonths: [7, 6, 6, 8], larvaMonths: [4, 5] } }, { cookie: admin })).body.data.saveSpecies;
    expect(created.species).toMatchObject({ uri: 'testia-probata', commonName: 'próbalepke' });
    const months = await t.gql('{ species(key: "testia-probata") { flightMonths larvaMonths } }');
    expect(months.body.data.species).toEqual({ flightMonths: [6, 7, 8], larvaMonths: [4, 5] });
    const monthsError = await t.gql(SAVE, { input: { ...NEW, species: 'altera', flightMonths: [13] } }, { cookie: admin });
    expect(monthsError.body.data.saveSpecies.code).toBe('VALIDATION_ERROR');
    expect((await t.gql(SAVE, { input: NEW }, { cookie: admin })).body.data.saveSpecies.fields).toEqual([{ field: 'species', code: 'SPECIES_EXISTS' }]);
    expect((await t.gql(SAVE, { input: { ...NEW, genus: 'zygaena' } }, { cookie: admin })).body.data.saveSpecies.code).toBe('VALIDATION_ERROR');

    const observation = await t.gql(
      `mutation ($input: ObservationInput!) { createObservation(clientId: "testia-record-1", input: $input) { ... on ObservationPayload { observation { recId } } } }`,
      { input: { speciesId: created.species.id, dateFrom: '2025-07-01', verbatimLat: '47.5', verbatimLon: '19.0' } },
      { cookie: user },
    );
    const recId = observation.body.data.createObservation.observation.recId;

    const DELETE = `mutation ($id: ID!) { deleteSpecies(id: $id) { __typename ... on DeleteSpeciesPayload { deletedId } ... on Error { code } } }`;
    const refused = await t.gql(DELETE, { id: created.species.id }, { cookie: admin });
    expect(refused.body.data.deleteSpecies).toEqual({ __typename: 'ConflictError', code: 'SPECIES_HAS_RECORDS' });
    const restRefused = await t.rest('DELETE', `/api/species/${created.species.recId}`, { cookie: admin });
    expect(restRefused.status).toBe(409);
    expect(restRefused.body.error_code).toBe('SPECIES_HAS_RECORDS');
    expect(await t.db.prisma.observation.findUniqueOrThrow({ where: { id: recId } })).toMatchObject({ speciesId: created.species.recId });

    // Merged into a protected species: the record moves, its place is generalised for others, the old name stays in its history.
    const target = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'parnassius-mnemosyne' } });
    const MERGE = `mutation ($id: ID!, $intoId: ID!) { mergeSpecies(id: $id, intoId: $intoId) { __typename ... on MergeSpeciesPayload { mergedId moved species { uri stat { cnt } } } ... on Error { code } } }`;
    expect((await t.gql(MERGE, { id: created.species.id, intoId: String(target.id) }, { cookie: user })).body.data.mergeSpecies.code).toBe('FORBIDDEN');
    expect((await t.gql(MERGE, { id: created.species.id, intoId: created.species.id }, { cookie: admin })).body.data.mergeSpecies.code).toBe('VALIDATION_ERROR');
    const merged = await t.gql(MERGE, { id: created.species.id, intoId: String(target.id) }, { cookie: admin });
    expect(merged.body.data.mergeSpecies).toEqual({
      __typename: 'MergeSpeciesPayload',
      mergedId: created.species.id,
      moved: 1,
      species: { uri: 'parnassius-mnemosyne', stat: { cnt: target.statCount + 1 } },
    });
    const record = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: recId }, include: { reviewEvents: true, item: true } });
    expect(record).toMatchObject({ speciesId: target.id, speciesText: null });
    expect(record.informationWithheld).toMatch(/protected or threatened species/);
    expect(record.publicLat).not.toBeNull();
    expect(record.item.title).toBe('Parnassius mnemosyne');
    expect(record.reviewEvents.map(({ action, message }) => ({ action, message }))).toEqual([
      { action: 'TAXON_CHANGE', message: 'Testia probata → Parnassius mnemosyne' },
    ]);
    expect(await t.db.prisma.species.findUnique({ where: { id: created.species.recId } })).toBeNull();
    expect((await t.rest('DELETE', `/api/species/${created.species.recId}`, { cookie: admin })).status).toBe(404);

    // REST: POST /api/species/{id}/merge; a species without records is deleted as before.
    const spare = (await t.gql(SAVE, { input: { ...NEW, species: 'altera' } }, { cookie: admin })).body.data.saveSpecies.species;
    const restMerge = await t.rest('POST', `/api/species/${spare.recId}/merge`, { cookie: admin, body: { into_id: target.id } });
    expect(restMerge.status).toBe(200);
    expect(restMerge.body.data).toMatchObject({ id: target.id, moved: 0 });
    const third = (await t.gql(SAVE, { input: { ...NEW, species: 'tertia' } }, { cookie: admin })).body.data.saveSpecies.species;
    expect((await t.gql(DELETE, { id: third.id }, { cookie: admin })).body.data.deleteSpecies.deletedId).toBe(third.id);
  });
});

describe('species names in the UI language', () => {
  const NAMES = '{ withEnglish: species(key: "testia-nomina") { displayName commonName } hungarianOnly: species(key: "testia-hungarica") { displayName commonName } }';
  const names = async (options: { cookie?: string; headers?: Record<string, string> } = {}) => (await t.gql(NAMES, {}, options)).body.data;

  beforeAll(async () => {
    const save = `mutation ($input: SaveSpeciesInput!) { saveSpecies(input: $input) { __typename } }`;
    const made = { author: '(Tester, 2026)', family: 'Zygaenidae', group: 'moth', difficulty: 2 };
    await t.gql(save, { input: { ...made, genus: 'Testia', species: 'nomina', commonNames: { hu: 'névlepke', en: 'Name Burnet' } } }, { cookie: admin });
    await t.gql(save, { input: { ...made, genus: 'Testia', species: 'hungarica', commonNames: { hu: 'magyarlepke' } } }, { cookie: admin });
  });

  test("the request's UI language, then English, then the scientific name — never the Hungarian name for a Romanian reader", async () => {
    expect(await names({ headers: { 'Accept-Language': 'ro-RO,ro;q=0.9' } })).toEqual({
      withEnglish: { displayName: 'Name Burnet', commonName: 'Name Burnet' },
      hungarianOnly: { displayName: 'Testia hungarica', commonName: null },
    });
    expect(await names({ headers: { 'Accept-Language': 'hu' } })).toEqual({
      withEnglish: { displayName: 'névlepke', commonName: 'névlepke' },
      hungarianOnly: { displayName: 'magyarlepke', commonName: 'magyarlepke' },
    });
  });

  test("the viewer's account language comes before the request's, the argument before both", async () => {
    const reader = await t.register('Olvasó');
    await t.db.prisma.user.update({ where: { entityId: reader.entityId }, data: { language: 'ro' } });
    const data = await names({ cookie: reader.cookie, headers: { 'Accept-Language': 'hu' } });
    expect(data.hungarianOnly).toEqual({ displayName: 'Testia hungarica', commonName: null });
    const asked = await t.gql('{ species(key: "testia-hungarica") { displayName(language: "hu") } }', {}, { cookie: reader.cookie });
    expect(asked.body.data.species.displayName).toBe('magyarlepke');
  });
});
