import { z } from 'zod';
import { actingEntityId, GUEST, type Viewer } from '../../auth/viewer.ts';
import type { Prisma, Quiz } from '../../db/generated/prisma/client.ts';
import type { Licence } from '../../db/generated/prisma/enums.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { MAX_RECORD_ID, parseInput, recordId } from '../../validation.ts';
import { LICENCES, ReviewStatus } from '@domain/observations/enums.ts';
import { QUIZ_CHOICES, QUIZ_DEFAULT_QUESTIONS, QUIZ_MAX_QUESTIONS, QUIZ_MAX_SPECIES, QUIZ_REUSABLE_LICENCES, QUIZ_SEED_MAX, QUIZ_TITLE_MAX } from '@domain/quiz.ts';
import { type CommonNames, commonNamesOf, scientificName } from '@domain/species/names.ts';
import { diceCoefficient } from '@domain/species/similarity.ts';
import { mediaUrls, visibleMedia } from '../media/service.ts';
import { exactPlaceVisible } from '../observations/place.ts';
import { isSensitiveSpecies } from '../observations/sensitivity.ts';
import { visibleObservations } from '../observations/visibility.ts';
import { authorizeQuiz, quizPolicy } from './policy.ts';

type Db = Services['prisma'];

/* ------------------------------------------------------------------ quizzes: the admins' side */

const optionalName = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const quizInputSchema = z.object({
  title: z.string().trim().min(1).max(QUIZ_TITLE_MAX),
  published: z.boolean().default(false),
  speciesIds: z
    .array(recordId)
    .max(QUIZ_MAX_SPECIES)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  genus: optionalName(60),
  family: optionalName(60),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/)
    .nullish()
    .transform((value) => value || null),
  region: optionalName(100),
  months: z
    .array(z.number().int().min(1).max(12))
    .max(12)
    .default([])
    .transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  questionCount: z.number().int().min(1).max(QUIZ_MAX_QUESTIONS).default(QUIZ_DEFAULT_QUESTIONS),
  licences: z
    .array(z.enum(LICENCES))
    .min(1)
    .default([...QUIZ_REUSABLE_LICENCES])
    .transform((licences) => QUIZ_REUSABLE_LICENCES.filter((licence) => licences.includes(licence))),
});
export type QuizInput = z.input<typeof quizInputSchema>;

/** The quizzes a viewer may see: the published ones, and every one for those who build them. */
export function visibleQuizzes(viewer: Viewer): Prisma.QuizWhereInput {
  return quizPolicy(viewer).seeUnpublished ? {} : { published: true };
}

export const QUIZ_ORDER: Prisma.QuizOrderByWithRelationInput[] = [{ id: 'desc' }];

/** One quiz the viewer may see; an unpublished one is not found for players. */
export async function findQuiz(db: Db, viewer: Viewer, id: number): Promise<Quiz> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_RECORD_ID) throw new NotFoundError();
  const quiz = await db.quiz.findFirst({ where: { id, AND: [visibleQuizzes(viewer)] } });
  if (!quiz) throw new NotFoundError();
  return quiz;
}

/** Creates (id null) or changes a quiz (EDITOR and above). */
export async function saveQuiz(services: Pick<Services, 'prisma'>, viewer: Viewer, id: number | null, raw: QuizInput): Promise<Quiz> {
  authorizeQuiz(viewer, 'build');
  const input = parseInput(quizInputSchema, raw);
  if (input.speciesIds.length > 0) {
    const found = await services.prisma.species.count({ where: { id: { in: input.speciesIds } } });
    if (found !== input.speciesIds.length) throw new ValidationError([{ field: 'speciesIds', code: 'DATA_NOT_FOUND' }]);
  }
  if (id === null) return services.prisma.quiz.create({ data: { ...input, createdById: actingEntityId(viewer) } });
  await findQuiz(services.prisma, viewer, id);
  return services.prisma.quiz.update({ where: { id }, data: input });
}

export async function deleteQuiz(services: Pick<Services, 'prisma'>, viewer: Viewer, id: number): Promise<{ id: number }> {
  authorizeQuiz(viewer, 'build');
  await findQuiz(services.prisma, viewer, id);
  await services.prisma.quiz.delete({ where: { id } });
  return { id };
}

/* ------------------------------------------------------------------ the photos a quiz may ask */

/** A round draws from at most this many records (the oldest first), so a large catalogue stays quick. */
const POOL_MAX = 3000;

export interface QuizSpecies {
  id: number;
  uri: string;
  genus: string;
  species: string;
  subspecies: string | null;
  family: string;
  difficulty: number;
  commonNames: CommonNames;
  scientificName: string;
}

export interface QuizPhoto {
  mediaId: number;
  recordId: number;
  speciesId: number;
  imageUrl: string;
  thumbUrl: string | null;
  author: string;
  licence: Licence;
}

const SPECIES_SELECT = {
  id: true,
  uri: true,
  genus: true,
  species: true,
  subspecies: true,
  family: true,
  difficulty: true,
  commonNames: true,
} as const satisfies Prisma.SpeciesSelect;

function asQuizSpecies(row: Prisma.SpeciesGetPayload<{ select: typeof SPECIES_SELECT }>): QuizSpecies {
  return { ...row, commonNames: commonNamesOf(row.commonNames), scientificName: scientificName(row) };
}

function speciesFilter(quiz: Pick<Quiz, 'speciesIds' | 'genus' | 'family'>): Prisma.SpeciesWhereInput {
  return {
    ...(quiz.speciesIds.length > 0 ? { id: { in: quiz.speciesIds } } : {}),
    ...(quiz.genus ? { genus: { equals: quiz.genus, mode: 'insensitive' as const } } : {}),
    ...(quiz.family ? { family: { equals: quiz.family, mode: 'insensitive' as const } } : {}),
  };
}

/**
 * The photos a quiz may ask about, one per record, in record order. Only what anybody may see and
 * reuse: accepted records (a guest's `visibleObservations`, so public items only) whose place is not
 * generalised (`exactPlaceVisible` for a guest: never a sensitive species' record, never one whose
 * recorder asked for it), of species that are not sensitive (`isSensitiveSpecies`, checked again
 * here), and of each record's media those a guest may see (`visibleMedia`), stored images not marked
 * sensitive, under one of the quiz's licences.
 */
export async function quizPhotos(db: Db, quiz: Pick<Quiz, 'speciesIds' | 'genus' | 'family' | 'country' | 'region' | 'months' | 'licences'>): Promise<QuizPhoto[]> {
  const species = await db.species.findMany({
    where: speciesFilter(quiz),
    select: { id: true, protection: true, protectionValue: true, iucn: true, redListHu: true },
  });
  const allowed = species.filter((row) => !isSensitiveSpecies(row)).map((row) => row.id);
  const licences = quiz.licences.filter((licence) => QUIZ_REUSABLE_LICENCES.includes(licence));
  if (allowed.length === 0 || licences.length === 0) return [];
  const records = await db.observation.findMany({
    where: {
      AND: [
        visibleObservations(GUEST),
        exactPlaceVisible(GUEST),
        {
          status: ReviewStatus.ACCEPTED,
          sensitive: false,
          speciesId: { in: allowed },
          mediaIds: { isEmpty: false },
          ...(quiz.country ? { country: quiz.country } : {}),
          ...(quiz.region ? { region: { equals: quiz.region, mode: 'insensitive' as const } } : {}),
          ...(quiz.months.length > 0 ? { observedMonth: { in: quiz.months } } : {}),
        },
      ],
    },
    select: { id: true, speciesId: true, itemId: true, mediaIds: true },
    orderBy: { id: 'asc' },
    take: POOL_MAX,
  });
  if (records.length === 0) return [];
  const media = await db.media.findMany({
    where: {
      AND: [
        visibleMedia(GUEST),
        {
          id: { in: records.flatMap((record) => record.mediaIds) },
          attachments: { some: { itemId: { in: records.map((record) => record.itemId) } } },
          mediaType: 'i',
          link: null,
          sensitive: false,
          hasPres: true,
          licence: { in: licences },
        },
      ],
    },
    select: {
      id: true,
      dbKey: true,
      hasThumb: true,
      hasPres: true,
      hasPoster: true,
      link: true,
      posterUrl: true,
      author: true,
      licence: true,
      owner: { select: { displayName: true } },
      attachments: { select: { itemId: true } },
    },
  });
  const byId = new Map(media.map((row) => [row.id, row]));
  const photos: QuizPhoto[] = [];
  for (const record of records) {
    const photo = record.mediaIds.map((id) => byId.get(id)).find((row) => row?.attachments.some((link) => link.itemId === record.itemId));
    if (!photo || record.speciesId === null) continue;
    const urls = mediaUrls(photo);
    photos.push({
      mediaId: photo.id,
      recordId: record.id,
      speciesId: record.speciesId,
      imageUrl: urls.pres!,
      thumbUrl: urls.thumb,
      author: photo.author.trim() || photo.owner.displayName,
      licence: photo.licence,
    });
  }
  return photos;
}

/** How many photos and species a quiz can ask about now (the builder shows it). */
export async function quizSupply(db: Db, quiz: Quiz): Promise<{ photos: number; species: number }> {
  const photos = await quizPhotos(db, quiz);
  return { photos: photos.length, species: new Set(photos.map((photo) => photo.speciesId)).size };
}

/* ------------------------------------------------------------------ a round: questions for a seed */

/** mulberry32: a small PRNG, so the same seed gives the same round on every server. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface QuizQuestion {
  index: number;
  photo: QuizPhoto;
  /** the species' difficulty (1–3) */
  difficulty: number;
  /** the four choices in the order shown; the right one is among them */
  choices: QuizSpecies[];
  /** kept on the server: never sent before the answers are checked */
  answer: QuizSpecies;
}

export interface QuizRound {
  quiz: Quiz;
  seed: number;
  questions: QuizQuestion[];
}

const roundArgs = z.object({
  seed: z.number().int().min(1).max(QUIZ_SEED_MAX),
  count: z.number().int().min(1).max(QUIZ_MAX_QUESTIONS).nullish(),
});

/**
 * The three species offered beside the right one: of the same genus first, then of the same
 * family (each tier in the seed's order), then the names most alike in letter pairs. Never the
 * species itself, its subspecies or another row of the same name, and each name once.
 */
export function similarSpecies(right: QuizSpecies, catalogue: readonly QuizSpecies[], random: () => number): QuizSpecies[] {
  const binomial = (row: QuizSpecies) => `${row.genus} ${row.species}`.toLowerCase();
  const others = catalogue.filter((row) => binomial(row) !== binomial(right));
  const genus = shuffled(
    others.filter((row) => row.genus === right.genus),
    random,
  );
  const family = shuffled(
    others.filter((row) => row.genus !== right.genus && row.family === right.family),
    random,
  );
  const rest = others
    .filter((row) => row.family !== right.family)
    .map((row) => ({ row, score: diceCoefficient(row.scientificName, right.scientificName) }))
    .sort((a, b) => b.score - a.score || a.row.id - b.row.id)
    .map(({ row }) => row);
  const picked: QuizSpecies[] = [];
  const names = new Set<string>();
  for (const row of [...genus, ...family, ...rest]) {
    if (picked.length === QUIZ_CHOICES - 1) break;
    if (names.has(binomial(row))) continue;
    names.add(binomial(row));
    picked.push(row);
  }
  return picked;
}

/**
 * A round of a quiz: its photos shuffled by the seed, one per species before a species is asked
 * again, as many as the quiz asks (or `count`, at most QUIZ_MAX_QUESTIONS), each with four
 * choices in the seed's order. The same quiz, seed and count give the same round while the
 * records stay the same, which is how the answers are checked (`checkAnswers`).
 */
export async function quizRound(db: Db, viewer: Viewer, quizId: number, args: { seed: number; count?: number | null }): Promise<QuizRound> {
  const { seed, count } = parseInput(roundArgs, args);
  const quiz = await findQuiz(db, viewer, quizId);
  const random = seededRandom(seed);
  const photos = shuffled(await quizPhotos(db, quiz), random);
  const wanted = Math.min(count ?? quiz.questionCount, QUIZ_MAX_QUESTIONS);
  const seen = new Set<number>();
  const first: QuizPhoto[] = [];
  const again: QuizPhoto[] = [];
  for (const photo of photos) {
    (seen.has(photo.speciesId) ? again : first).push(photo);
    seen.add(photo.speciesId);
  }
  const asked = [...first, ...again].slice(0, wanted);
  if (asked.length === 0) return { quiz, seed, questions: [] };
  const catalogue = (await db.species.findMany({ select: SPECIES_SELECT, orderBy: { id: 'asc' } })).map(asQuizSpecies);
  const byId = new Map(catalogue.map((row) => [row.id, row]));
  const questions = asked.flatMap((photo, index): QuizQuestion[] => {
    const answer = byId.get(photo.speciesId);
    if (!answer) return [];
    const choices = shuffled([answer, ...similarSpecies(answer, catalogue, random)], random);
    return [{ index, photo, difficulty: answer.difficulty, choices, answer }];
  });
  return { quiz, seed, questions };
}

/* ------------------------------------------------------------------ checking the answers */

const answersSchema = z.object({
  seed: z.number().int().min(1).max(QUIZ_SEED_MAX),
  count: z.number().int().min(1).max(QUIZ_MAX_QUESTIONS).nullish(),
  answers: z
    .array(z.object({ mediaId: recordId, speciesId: recordId.nullish() }))
    .min(1)
    .max(QUIZ_MAX_QUESTIONS),
});
export type AnswersInput = z.input<typeof answersSchema>;

export interface QuizAnswerResult {
  question: QuizQuestion;
  chosenSpeciesId: number | null;
  correct: boolean;
}

export interface QuizResult {
  quiz: Quiz;
  seed: number;
  /** right answers */
  score: number;
  total: number;
  /** the right answers' difficulties added up, of `maxPoints` */
  points: number;
  maxPoints: number;
  answers: QuizAnswerResult[];
}

/**
 * Checks a played round on the server: asks the round of the seed again and compares each answer
 * (given per photo, in the round's order) with the right species. A round whose photos changed
 * meanwhile (a record hidden or rejected) is QUIZ_CHANGED (409): the player starts a new one.
 */
export async function checkAnswers(db: Db, viewer: Viewer, quizId: number, raw: AnswersInput): Promise<QuizResult> {
  const input = parseInput(answersSchema, raw);
  const round = await quizRound(db, viewer, quizId, { seed: input.seed, count: input.count });
  if (input.answers.length !== round.questions.length) {
    throw new ConflictError('QUIZ_CHANGED', 'The quiz has changed since the round started');
  }
  const answers = round.questions.map((question, i): QuizAnswerResult => {
    const given = input.answers[i]!;
    if (given.mediaId !== question.photo.mediaId) throw new ConflictError('QUIZ_CHANGED', 'The quiz has changed since the round started');
    const chosen = given.speciesId ?? null;
    if (chosen !== null && !question.choices.some((choice) => choice.id === chosen)) {
      throw new ValidationError([{ field: `answers.${i}.speciesId`, code: 'FORMAT_ERROR' }]);
    }
    return { question, chosenSpeciesId: chosen, correct: chosen === question.answer.id };
  });
  const right = answers.filter((answer) => answer.correct);
  return {
    quiz: round.quiz,
    seed: round.seed,
    score: right.length,
    total: answers.length,
    points: right.reduce((sum, answer) => sum + answer.question.difficulty, 0),
    maxPoints: answers.reduce((sum, answer) => sum + answer.question.difficulty, 0),
    answers,
  };
}
