import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Privacy } from '@domain/privacy.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** The species quiz (issue 21 part 6) over the demo records: which photos it may ask, its choices, its score, who builds it. */

let t: TestApp;
let user: string;
let editor: string;
let demoQuizId: number;

const SAVE = `mutation ($input: SaveQuizInput!) {
  saveQuiz(input: $input) { __typename ... on QuizPayload { quiz { id recId published } } ... on Error { code } }
}`;
const CHECK = `mutation ($input: CheckQuizAnswersInput!) {
  checkQuizAnswers(input: $input) {
    __typename
    ... on QuizResult { score total points maxPoints answers { index mediaId correct species { recId } chosen { recId } } }
    ... on Error { code }
  }
}`;

interface RoundBody {
  seed: number;
  questions: { media_id: number; image_url: string; licence: string; difficulty: number; choices: { species_id: number; name: string }[] }[];
}

const round = async (quizId: number, seed: number, count = 30, cookie?: string) =>
  (await t.rest('GET', `/api/quiz/species?quiz=${quizId}&seed=${seed}&count=${count}`, { cookie })).body as RoundBody;

async function newQuiz(input: Record<string, unknown>): Promise<number> {
  const reply = await t.gql(SAVE, { input: { title: 'Teszt kvíz', published: true, questionCount: 30, ...input } }, { cookie: editor });
  const quiz = reply.body.data?.saveQuiz.quiz as { recId: number } | undefined;
  if (!quiz) throw new Error(JSON.stringify(reply.body));
  return quiz.recId;
}

/** The demo photos a quiz may never ask: of records not accepted, not public, generalised, or asked to be hidden, or media marked sensitive. */
async function forbiddenMedia(): Promise<Set<number>> {
  const records = await t.db.prisma.observation.findMany({
    where: {
      OR: [
        { status: { not: 1 } },
        { item: { privacy: { not: Privacy.ANYBODY } } },
        { sensitive: true },
        { publicLat: { not: null } },
        { informationWithheld: { not: null } },
      ],
    },
    select: { mediaIds: true },
  });
  const sensitive = await t.db.prisma.media.findMany({ where: { sensitive: true }, select: { id: true } });
  return new Set([...records.flatMap((record) => record.mediaIds), ...sensitive.map((media) => media.id)]);
}

beforeAll(async () => {
  t = await startTestApp();
  user = await t.loginAs('user@lepke.test');
  editor = await t.loginAs('editor@lepke.test');
  const list = await t.rest('GET', '/api/quiz/species');
  demoQuizId = (list.body as { quizzes: { id: number }[] }).quizzes[0]!.id;
}, 180_000);
afterAll(() => t?.close());

describe('which photos a quiz asks', () => {
  test('the demo quiz asks the accepted public photos, the same ones for the same seed', async () => {
    const first = await round(demoQuizId, 42);
    expect(first.questions.length).toBeGreaterThan(2);
    expect(await round(demoQuizId, 42)).toEqual(first);
    expect(new Set(first.questions.map((question) => question.media_id)).size).toBe(first.questions.length);
    // the demo quiz's own number of questions when no count is asked
    const own = (await t.rest('GET', `/api/quiz/species?quiz=${demoQuizId}&seed=7`)).body as RoundBody;
    expect(own.questions.length).toBe(Math.min(5, first.questions.length));
  });

  test('never a photo of a record that is not accepted, not public, generalised or sensitive', async () => {
    const forbidden = await forbiddenMedia();
    expect(forbidden.size).toBeGreaterThan(0);
    for (const seed of [1, 2, 3, 99, 12345]) {
      for (const question of (await round(demoQuizId, seed)).questions) expect(forbidden.has(question.media_id)).toBe(false);
    }
  });

  test('a record made private, or a species that became sensitive, leaves the quiz at once', async () => {
    const asked = (await round(demoQuizId, 5)).questions[0]!;
    const record = await t.db.prisma.observation.findFirstOrThrow({ where: { mediaIds: { has: asked.media_id } } });
    await t.db.prisma.timelineItem.update({ where: { id: record.itemId }, data: { privacy: Privacy.FRIENDS } });
    try {
      for (const seed of [5, 6, 7]) expect((await round(demoQuizId, seed)).questions.map((q) => q.media_id)).not.toContain(asked.media_id);
    } finally {
      await t.db.prisma.timelineItem.update({ where: { id: record.itemId }, data: { privacy: Privacy.ANYBODY } });
    }
    const species = await t.db.prisma.species.findUniqueOrThrow({ where: { id: record.speciesId! } });
    await t.db.prisma.species.update({ where: { id: species.id }, data: { protection: 'STRICTLY_PROTECTED' } });
    try {
      const photos = await t.db.prisma.observation.findMany({ where: { speciesId: species.id }, select: { mediaIds: true } });
      const ofSpecies = new Set(photos.flatMap((photo) => photo.mediaIds));
      for (const seed of [5, 6, 7]) for (const q of (await round(demoQuizId, seed)).questions) expect(ofSpecies.has(q.media_id)).toBe(false);
    } finally {
      await t.db.prisma.species.update({ where: { id: species.id }, data: { protection: species.protection } });
    }
  });

  test("only photos under the quiz's licences", async () => {
    const asked = (await round(demoQuizId, 11)).questions;
    const [nc, zero] = [asked[0]!.media_id, asked[1]!.media_id];
    await t.db.prisma.media.update({ where: { id: nc }, data: { licence: 'CC_BY_NC_4_0' } });
    await t.db.prisma.media.update({ where: { id: zero }, data: { licence: 'CC0' } });
    try {
      const noNc = await newQuiz({ licences: ['CC0', 'CC_BY_4_0'] });
      const onlyCc0 = await newQuiz({ licences: ['CC0'] });
      for (const seed of [1, 2, 3]) {
        const withoutNc = (await round(noNc, seed)).questions;
        expect(withoutNc.length).toBeGreaterThan(0);
        expect(withoutNc.every((q) => q.licence !== 'CC_BY_NC_4_0' && q.media_id !== nc)).toBe(true);
        expect((await round(onlyCc0, seed)).questions.map((q) => [q.media_id, q.licence])).toEqual([[zero, 'CC0']]);
      }
      // an empty licence list is refused: a quiz shows only what some licence allows
      const refused = await t.gql(SAVE, { input: { title: 'Licenc nélkül', licences: [] } }, { cookie: editor });
      expect(refused.body.data?.saveQuiz).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' });
    } finally {
      await t.db.prisma.media.updateMany({ where: { id: { in: [nc, zero] } }, data: { licence: 'CC_BY_4_0' } });
    }
  });
});

describe('choices and score', () => {
  test('four distinct choices of similar species; the answer is not sent before checking', async () => {
    const asked = await t.rest('GET', `/api/quiz/species?quiz=${demoQuizId}&seed=21&count=30`);
    expect(JSON.stringify(asked.body)).not.toMatch(/correct|answer|record/i);
    const body = asked.body as RoundBody;
    // learn the right answers through a checked round
    const checked = await t.gql(CHECK, {
      input: { quizId: String(demoQuizId), seed: 21, count: 30, answers: body.questions.map((q) => ({ mediaId: q.media_id })) },
    });
    const result = checked.body.data.checkQuizAnswers as { score: number; total: number; answers: { species: { recId: number }; correct: boolean }[] };
    expect(result).toMatchObject({ score: 0, total: body.questions.length });
    const catalogue = await t.db.prisma.species.findMany({ select: { id: true, genus: true, species: true, family: true } });
    const byId = new Map(catalogue.map((row) => [row.id, row]));
    body.questions.forEach((question, i) => {
      const ids = question.choices.map((choice) => choice.species_id);
      expect(ids).toHaveLength(4);
      expect(new Set(question.choices.map((choice) => choice.name)).size).toBe(4);
      const right = byId.get(result.answers[i]!.species.recId)!;
      expect(ids).toContain(right.id);
      const binomials = new Set(
        catalogue.filter((row) => row.family === right.family && row.genus + row.species !== right.genus + right.species).map((row) => row.genus + ' ' + row.species),
      );
      const others = ids.filter((id) => id !== right.id).map((id) => byId.get(id)!);
      // same genus first, then family: when the family has three other species, all three are of it
      if (binomials.size >= 3) expect(others.every((other) => other.family === right.family)).toBe(true);
      const sameGenus = new Set(catalogue.filter((row) => row.genus === right.genus && row.species !== right.species).map((row) => row.species)).size;
      expect(others.filter((other) => other.genus === right.genus).length).toBe(Math.min(3, sameGenus));
    });
  });

  test('the server scores: all right, all wrong, a changed round and bad input', async () => {
    const body = await round(demoQuizId, 33, 4);
    const learn = await t.rest('POST', '/api/quiz/species', {
      body: { quiz: demoQuizId, seed: 33, count: 4, answers: body.questions.map((q) => ({ media_id: q.media_id })) },
    });
    expect(learn.status).toBe(200);
    const rights = (learn.body as { answers: { species: { species_id: number; url: string } }[] }).answers.map((answer) => answer.species);
    expect(rights[0]!.url).toBe(`/species/${rights[0]!.species_id}`);

    const allRight = await t.rest('POST', '/api/quiz/species', {
      cookie: user,
      body: { quiz: demoQuizId, seed: 33, count: 4, answers: body.questions.map((q, i) => ({ media_id: q.media_id, species_id: rights[i]!.species_id })) },
    });
    expect(allRight.body).toMatchObject({ score: body.questions.length, total: body.questions.length });
    expect(allRight.body.points).toBe(allRight.body.max_points);

    const wrong = body.questions.map((q, i) => ({ mediaId: q.media_id, speciesId: q.choices.find((choice) => choice.species_id !== rights[i]!.species_id)!.species_id }));
    const allWrong = await t.gql(CHECK, { input: { quizId: String(demoQuizId), seed: 33, count: 4, answers: wrong } }, { cookie: user });
    expect(allWrong.body.data.checkQuizAnswers).toMatchObject({ __typename: 'QuizResult', score: 0, points: 0 });

    const swapped = [...wrong].reverse();
    const changed = await t.gql(CHECK, { input: { quizId: String(demoQuizId), seed: 33, count: 4, answers: swapped } });
    expect(changed.body.data.checkQuizAnswers).toMatchObject({ code: 'QUIZ_CHANGED' });

    const notAChoice = await t.rest('POST', '/api/quiz/species', {
      body: { quiz: demoQuizId, seed: 33, count: 4, answers: wrong.map((a) => ({ media_id: a.mediaId, species_id: 999999 })) },
    });
    expect(notAChoice.status).toBe(422);

    expect((await t.rest('GET', `/api/quiz/species?quiz=${demoQuizId}&seed=0`)).body.error_code).toBe('VALIDATION_ERROR');
    expect((await t.rest('GET', `/api/quiz/species?quiz=abc`)).status).toBe(422);
    expect((await t.rest('GET', `/api/quiz/species?quiz=${demoQuizId}&count=31`)).status).toBe(422);
    expect((await t.rest('POST', '/api/quiz/species', { body: { quiz: demoQuizId } })).status).toBe(422);
  });
});

describe('who builds and who sees', () => {
  test('users and guests cannot create a quiz; an editor can', async () => {
    const asUser = await t.gql(SAVE, { input: { title: 'Nem szabad' } }, { cookie: user });
    expect(asUser.body.data?.saveQuiz).toMatchObject({ code: 'FORBIDDEN' });
    const asGuest = await t.gql(SAVE, { input: { title: 'Nem szabad' } });
    expect(asGuest.body.errors?.[0]?.extensions?.code ?? asGuest.body.data?.saveQuiz?.code).toBe('UNAUTHORIZED');
    const ok = await t.gql(SAVE, { input: { title: 'Szabad' } }, { cookie: editor });
    expect(ok.body.data?.saveQuiz.__typename).toBe('QuizPayload');
    const notFound = await t.gql(SAVE, { input: { title: 'x', speciesIds: [999999] } }, { cookie: editor });
    expect(notFound.body.data?.saveQuiz).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('an unpublished quiz is not found for users and guests, and listed for editors', async () => {
    const hidden = await newQuiz({ title: 'Vázlat', published: false });
    for (const cookie of [user, undefined]) {
      const reply = await t.rest('GET', `/api/quiz/species?quiz=${hidden}&seed=1`, { cookie });
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('DATA_NOT_FOUND');
      const listed = (await t.rest('GET', '/api/quiz/species', { cookie })).body as { quizzes: { id: number }[] };
      expect(listed.quizzes.map((quiz) => quiz.id)).not.toContain(hidden);
      const graph = await t.gql(`query ($id: Int!) { quiz(recId: $id) { title } }`, { id: hidden }, { cookie });
      expect(graph.body.data.quiz).toBeNull();
      const check = await t.rest('POST', '/api/quiz/species', { cookie, body: { quiz: hidden, seed: 1, answers: [{ media_id: 1 }] } });
      expect(check.status).toBe(404);
    }
    const forEditor = await t.gql(`{ quizzes { recId published supply { photos } } }`, {}, { cookie: editor });
    expect(forEditor.body.data.quizzes).toContainEqual(expect.objectContaining({ recId: hidden, published: false }));
    expect((await t.rest('GET', `/api/quiz/species?quiz=${hidden}&seed=1`, { cookie: editor })).status).toBe(200);
  });
});
