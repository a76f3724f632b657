import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let user: string;
let editor: string;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  user = (await t.register('Reader')).cookie;
  const account = await t.register('Librarian');
  await t.db.prisma.user.update({ where: { entityId: account.entityId }, data: { role: 'EDITOR' } });
  editor = account.cookie;
});
afterAll(() => t?.close());

const BIBTEX = String.raw`
@article{bt2003,
  author = {B{\'a}lint, Zsolt and Katona, Gergely},
  title = {A new {Polyommatus} species from the {Carpathian} {Basin}},
  journal = {Annales historico-naturales Musei nationalis hungarici},
  volume = {95},
  number = {2},
  pages = {101--120},
  year = {2003},
  doi = {10.9999/BIBTEST.2003}
}
@book{tl2008,
  author = {Tolman, Tom and Lewington, Richard},
  title = {Collins Butterfly Guide},
  publisher = {HarperCollins},
  address = {London},
  year = {2008},
  pages = {384}
}
@incollection{ch2010,
  author = {Doe, Jane},
  title = {Moths of the sand steppes},
  booktitle = {The Great Hungarian Plain},
  publisher = {Test Press},
  address = {Budapest},
  year = {2010},
  pages = {5--9}
}
@techreport{rp2015,
  author = {Roe, Richard},
  title = {Monitoring report on Maculinea},
  institution = {Test Institute},
  year = {2015}
}
`;

/** The fields an interchange format carries (not the site's own pgsepar and dlfile). */
const carried = (item: Record<string, unknown>) => ({
  type: item.type,
  creator: item.creator,
  date: item.date,
  title: item.title,
  pubin2: item.pubin2,
  journal: item.journal,
  volume: item.volume,
  issue: item.issue,
  pages: item.pages,
  doi: item.doi,
  publishdata: item.publishdata,
});

async function importText(text: string, format: 'bibtex' | 'ris', cookie = editor) {
  return t.rest('POST', '/api/bibliography/import', { cookie, body: { text, format } });
}

describe('bibliography', () => {
  let articleId: number;

  test('BibTeX round trip: import entries of several types, export, re-import: the same fields, found as duplicates', async () => {
    const first = await importText(BIBTEX, 'bibtex');
    expect(first.status).toBe(201);
    const created = first.body.data.created as Record<string, unknown>[];
    expect(created.map((item) => item.type)).toEqual(['ARTICLE', 'BOOK', 'CHAPTER', 'REPORT']);
    expect(carried(created[0]!)).toEqual({
      type: 'ARTICLE',
      creator: 'Bálint, Zsolt; Katona, Gergely',
      date: '2003',
      title: 'A new Polyommatus species from the Carpathian Basin',
      pubin2: '',
      journal: 'Annales historico-naturales Musei nationalis hungarici',
      volume: '95',
      issue: '2',
      pages: '101-120',
      doi: '10.9999/bibtest.2003',
      publishdata: { publisher: '', place: '' },
    });
    expect(created[1]).toMatchObject({ pages: '384', publishdata: { publisher: 'HarperCollins', place: 'London' } });
    expect(created[2]).toMatchObject({ pubin2: 'The Great Hungarian Plain', publishdata: { publisher: 'Test Press', place: 'Budapest' } });
    articleId = created[0]!.id as number;

    const exported: string[] = [];
    for (const item of created) {
      const download = await t.rest('GET', `/api/bibliography/${String(item.id)}?format=bibtex`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="lepke-bibliography-${String(item.id)}.bib"`);
      exported.push(download.body as string);
    }
    // Into an empty bibliography the export reads back to the same fields.
    await t.db.prisma.bibliographyItem.deleteMany({});
    const again = await importText(exported.join('\n'), 'bibtex');
    expect((again.body.data.created as Record<string, unknown>[]).map(carried)).toEqual(created.map(carried));
    // And once more: every entry is a duplicate (by DOI, or by title and year).
    const third = await importText(exported.join('\n'), 'bibtex');
    expect(third.status).toBe(200);
    expect(third.body.data.created).toEqual([]);
    expect(third.body.data.duplicates.map((dup: { index: number }) => dup.index)).toEqual([0, 1, 2, 3]);
    articleId = again.body.data.created[0].id as number;
  });

  test('RIS round trip, and GraphQL bibtex and ris fields', async () => {
    const ris = await t.gql(`query ($id: Int!) { bibliographyItem(recId: $id) { ris bibtex } }`, { id: articleId });
    const text = ris.body.data.bibliographyItem.ris as string;
    expect(text).toContain('TY  - JOUR');
    expect(text).toContain('DO  - 10.9999/bibtest.2003');
    expect(ris.body.data.bibliographyItem.bibtex).toContain('@article{');
    const before = (await t.rest('GET', `/api/bibliography/${articleId}`)).body.data;
    const download = await t.rest('GET', `/api/bibliography/${articleId}?format=ris`);
    expect(download.headers.get('content-type')).toBe('application/x-research-info-systems; charset=utf-8');
    await t.db.prisma.bibliographyItem.delete({ where: { id: articleId } });
    const back = await importText(download.body as string, 'ris');
    expect(back.status).toBe(201);
    expect(carried(back.body.data.created[0])).toEqual(carried(before));
    articleId = back.body.data.created[0].id as number;

    // a pasted RIS text without a named format is recognised
    const book = `TY  - BOOK\nAU  - Tester, Tina\nTI  - A RIS only book\nPY  - 1999\nPB  - Press\nCY  - Szeged\nER  - \n`;
    const guessed = await t.rest('POST', '/api/bibliography/import', { cookie: editor, body: book, headers: { 'content-type': 'text/plain' } });
    expect(guessed.status).toBe(201);
    expect(guessed.body.data.created[0]).toMatchObject({ type: 'BOOK', creator: 'Tester, Tina', date: '1999', publishdata: { publisher: 'Press', place: 'Szeged' } });
  });

  test('the citation names the authors, the year and the title, in APA and the other bundled styles', async () => {
    const reply = await t.rest('GET', `/api/bibliography/${articleId}`);
    expect(reply.body.data.citation).toContain('Bálint, Z., & Katona, G. (2003). A new Polyommatus species from the Carpathian Basin.');
    expect(reply.body.data.doi_url).toBe('https://doi.org/10.9999/bibtest.2003');
    const styles = await t.gql(
      `query ($id: Int!) { bibliographyItem(recId: $id) { apa: citation(language: "hu") vancouver: citation(style: vancouver, format: text) } }`,
      { id: articleId },
    );
    const item = styles.body.data.bibliographyItem;
    expect(item.apa).toContain('<i>Annales Historico-Naturales Musei Nationalis Hungarici</i>');
    expect(item.apa).toContain('2003');
    expect(item.vancouver).toContain('Bálint Z, Katona G');
    expect(item.vancouver).toContain('A new Polyommatus species from the Carpathian Basin');
  });

  test('only editors and above create, edit, import and delete: a guest is 401, a user 403', async () => {
    const body = { title: 'Denied', creator: 'Nobody, N' };
    expect((await t.rest('POST', '/api/bibliography/edit', { body })).body.error_code).toBe('UNAUTHORIZED');
    const asUser = await t.rest('POST', '/api/bibliography/edit', { cookie: user, body });
    expect([asUser.status, asUser.body.error_code]).toEqual([403, 'FORBIDDEN']);
    expect((await t.rest('PUT', `/api/bibliography/edit/${articleId}`, { cookie: user, body })).status).toBe(403);
    expect((await importText(BIBTEX, 'bibtex', user)).status).toBe(403);
    expect((await t.rest('DELETE', `/api/bibliography/${articleId}`, { cookie: user })).status).toBe(403);
    const gql = await t.gql(`mutation { saveBibliographyItem(input: { title: "Denied" }) { __typename ... on ForbiddenError { code } } }`, {}, { cookie: user });
    expect(gql.body.data.saveBibliographyItem).toEqual({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect((await t.rest('GET', '/api/bibliography/edit/0', { cookie: user })).status).toBe(403);

    const created = await t.rest('POST', '/api/bibliography/edit/0', {
      cookie: editor,
      body: {
        type: 'WEBPAGE',
        creator: 'Lepidopterologists Society',
        title: 'Checklist online',
        date: '2024-03',
        weburl: 'https://example.org/checklist',
        dlfile: 'https://example.org/checklist.pdf',
        pgsepar: ': ',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      creators: [{ literal: 'Lepidopterologists Society' }],
      year: 2024,
      dlfile: 'https://example.org/checklist.pdf',
      pgsepar: ': ',
    });
    const id = created.body.data.id as number;
    const edited = await t.rest('PUT', `/api/bibliography/edit/${id}`, {
      cookie: editor,
      body: { type: 'WEBPAGE', creator: 'Lepidopterologists Society', title: 'Checklist online, 2nd edition', publishdata: { publisher: 'LS', place: 'Pécs' } },
    });
    expect(edited.body.data).toMatchObject({ title: 'Checklist online, 2nd edition', publishdata: { publisher: 'LS', place: 'Pécs' }, dlfile: '' });
    expect((await t.rest('DELETE', `/api/bibliography/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.rest('GET', `/api/bibliography/${id}`)).status).toBe(404);
  });

  test('bad input: unreadable BibTeX 422, a missing title FIELD_REQUIRED, a taken DOI, an unknown id 404 with the not-found token', async () => {
    const unreadable = await importText('@article{broken, title = {never closed', 'bibtex');
    expect([unreadable.status, unreadable.body.error_code]).toEqual([422, 'BIBLIOGRAPHY_UNREADABLE']);
    expect((await importText('just words', 'bibtex')).body.error_code).toBe('BIBLIOGRAPHY_UNREADABLE');
    const untitled = await importText('@misc{x, author = {A, B}, year = {2000}}', 'bibtex');
    expect([untitled.status, untitled.body.fields]).toEqual([422, [{ field: 'entries.0.title', code: 'FIELD_REQUIRED' }]]);

    const noTitle = await t.rest('POST', '/api/bibliography/edit', { cookie: editor, body: { creator: 'A, B' } });
    expect([noTitle.status, noTitle.body.fields]).toEqual([422, [{ field: 'title', code: 'FIELD_REQUIRED' }]]);
    const gql = await t.gql(
      `mutation { saveBibliographyItem(input: { title: " ", date: "May 2003" }) { __typename ... on ValidationError { fields { field code } } } }`,
      {},
      { cookie: editor },
    );
    expect(gql.body.data.saveBibliographyItem.fields).toEqual([
      { field: 'date', code: 'DATE_FORMAT_ERROR' },
      { field: 'title', code: 'FIELD_REQUIRED' },
    ]);
    const taken = await t.rest('POST', '/api/bibliography/edit', { cookie: editor, body: { title: 'Other', doi: 'https://doi.org/10.9999/BIBTEST.2003' } });
    expect(taken.body.fields).toEqual([{ field: 'doi', code: 'DOI_EXISTS' }]);
    expect((await t.rest('POST', '/api/bibliography/edit', { cookie: editor, body: { title: 'X', weburl: 'javascript:alert(1)' } })).body.fields).toEqual([
      { field: 'weburl', code: 'FORMAT_ERROR' },
    ]);

    const missing = await t.rest('GET', '/api/bibliography/987654');
    expect([missing.status, missing.body.error_code, missing.body.message]).toEqual([404, 'BIBLIOGRAPHY_NOT_FOUND', 'Bibliography item not found']);
    expect((await t.rest('PUT', '/api/bibliography/edit/987654', { cookie: editor, body: { title: 'X' } })).body.error_code).toBe('BIBLIOGRAPHY_NOT_FOUND');
    expect((await t.rest('GET', '/api/bibliography/abc')).status).toBe(422);
    expect((await t.rest('GET', `/api/bibliography/${articleId}?format=pdf`)).status).toBe(422);
  });

  test('species link: editors link an item, everybody sees it on the species and the item names the species', async () => {
    const species = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' } });
    expect((await t.rest('POST', `/api/bibliography/${articleId}/link`, { cookie: user, body: { species_id: species.id } })).status).toBe(403);
    expect((await t.rest('POST', `/api/bibliography/${articleId}/link`, { cookie: editor, body: { species_id: 999999 } })).status).toBe(404);
    const linked = await t.rest('POST', `/api/bibliography/${articleId}/link`, { cookie: editor, body: { species_id: species.id } });
    expect(linked.body.data.species).toEqual([{ id: species.id, uri: 'papilio-machaon', name: 'Papilio machaon' }]);
    // linking twice changes nothing
    await t.rest('POST', `/api/bibliography/${articleId}/link`, { cookie: editor, body: { species_id: species.id } });

    const asGuest = await t.gql(`{ species(key: "papilio-machaon") { bibliography { recId title citation(format: text) } } }`);
    expect(asGuest.body.data.species.bibliography).toHaveLength(1);
    expect(asGuest.body.data.species.bibliography[0]).toMatchObject({ recId: articleId, title: 'A new Polyommatus species from the Carpathian Basin' });
    const page = await t.rest('GET', `/api/bibliography/${articleId}`);
    expect(page.body.data.cited_by).toEqual({ species: [{ id: species.id, uri: 'papilio-machaon', name: 'Papilio machaon' }], articles: [] });

    await t.rest('POST', `/api/bibliography/${articleId}/unlink`, { cookie: editor, body: { species_id: species.id } });
    expect((await t.gql(`{ species(key: "papilio-machaon") { bibliography { recId } } }`)).body.data.species.bibliography).toEqual([]);
  });

  test('the list searches authors, titles and journals without accents', async () => {
    const reply = await t.gql(`{ bibliographyItems(query: "balint polyommatus", first: 10) { totalCount edges { node { recId } } } }`);
    expect(reply.body.data.bibliographyItems.totalCount).toBe(1);
    const rest = await t.rest('GET', '/api/bibliography?query=tolman');
    expect(rest.body.list.data.map((item: { title: string }) => item.title)).toEqual(['Collins Butterfly Guide']);
  });
});
