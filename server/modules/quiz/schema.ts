import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Quiz } from '../../db/generated/prisma/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { numericId } from '../../graphql/ids.ts';
import { MAX_RECORD_ID } from '../../validation.ts';
import { commonNameIn, isNameLanguage, type NameLanguage } from '@domain/species/names.ts';
import { LicenceEnum } from '../observations/schema.ts';
import { quizPolicy } from './policy.ts';
import {
  checkAnswers,
  deleteQuiz,
  QUIZ_ORDER,
  type QuizAnswerResult,
  type QuizQuestion,
  type QuizResult,
  type QuizRound,
  type QuizSpecies,
  quizRound,
  quizSupply,
  saveQuiz,
  visibleQuizzes,
} from './service.ts';

function nameLanguage(requested: string | null | undefined, context: GraphQLContext): NameLanguage {
  return [requested, context.viewer.user?.language, context.client.language].find(isNameLanguage) ?? 'hu';
}

const QuizSpeciesRef = builder.objectRef<QuizSpecies>('QuizSpecies').implement({
  description: 'A species offered as a choice, or the right answer once checked',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    uri: t.exposeString('uri'),
    scientificName: t.exposeString('scientificName'),
    commonName: t.string({
      nullable: true,
      description: "its common name in a UI language (the argument's, the viewer's, the request's), else the English one",
      args: { language: t.arg.string() },
      resolve: (species, args, context) => commonNameIn(species.commonNames, nameLanguage(args.language, context)),
    }),
  }),
});

const QuizQuestionRef = builder.objectRef<QuizQuestion>('QuizQuestion').implement({
  description: "One question: a record's photo and four species to choose from (which one is right is told only by checkQuizAnswers)",
  fields: (t) => ({
    index: t.exposeInt('index'),
    mediaId: t.int({ resolve: (question) => question.photo.mediaId }),
    imageUrl: t.string({ description: 'the photo at presentation size', resolve: (question) => question.photo.imageUrl }),
    thumbUrl: t.string({ nullable: true, resolve: (question) => question.photo.thumbUrl }),
    author: t.string({ description: "the photo's author (or uploader), shown with its licence", resolve: (question) => question.photo.author }),
    licence: t.field({ type: LicenceEnum, resolve: (question) => question.photo.licence }),
    difficulty: t.exposeInt('difficulty', { description: "the species' difficulty: 1 unmistakable, 2 needs care, 3 needs an expert" }),
    choices: t.field({ type: [QuizSpeciesRef], resolve: (question) => question.choices }),
  }),
});

const QuizRoundRef = builder.objectRef<QuizRound>('QuizRound').implement({
  fields: (t) => ({
    seed: t.exposeInt('seed'),
    questions: t.field({ type: [QuizQuestionRef], resolve: (round) => round.questions }),
  }),
});

const QuizSupplyRef = builder.objectRef<{ photos: number; species: number }>('QuizSupply').implement({
  description: 'What a quiz can ask about now: its qualifying photos and their species',
  fields: (t) => ({ photos: t.exposeInt('photos'), species: t.exposeInt('species') }),
});

export const QuizRef = builder.prismaNode('Quiz', {
  id: { field: 'id' },
  description: 'A species-identification quiz (`/quiz/species`): built by editors and admins, played by everybody once published',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    title: t.exposeString('title'),
    published: t.exposeBoolean('published'),
    speciesIds: t.exposeIntList('speciesIds', { description: 'the species it asks about; empty: those of its genus or family, or any' }),
    species: t.prismaField({
      type: ['Species'],
      description: 'the species it names',
      resolve: (query, quiz, _args, context) =>
        quiz.speciesIds.length === 0
          ? []
          : context.prisma.species.findMany({ ...query, where: { id: { in: quiz.speciesIds } }, orderBy: [{ genus: 'asc' }, { species: 'asc' }] }),
    }),
    genus: t.exposeString('genus', { nullable: true }),
    family: t.exposeString('family', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    region: t.exposeString('region', { nullable: true }),
    months: t.exposeIntList('months'),
    questionCount: t.exposeInt('questionCount'),
    licences: t.field({ type: [LicenceEnum], resolve: (quiz) => quiz.licences }),
    supply: t.field({
      type: QuizSupplyRef,
      nullable: true,
      description: 'how many photos and species it can ask about now (for those who build quizzes; null for others)',
      resolve: (quiz, _args, context) => (quizPolicy(context.viewer).build ? quizSupply(context.prisma, quiz) : null),
    }),
    round: t.field({
      type: QuizRoundRef,
      description: 'The questions of one round: the same seed (and count) asks the same questions',
      args: { seed: t.arg.int({ required: true }), count: t.arg.int() },
      resolve: (quiz, args, context) => quizRound(context.prisma, context.viewer, quiz.id, args),
    }),
  }),
});

builder.queryField('quizzes', (t) =>
  t.prismaField({
    type: ['Quiz'],
    description: 'The published quizzes, newest first (every quiz for those who build them)',
    resolve: (query, _root, _args, context) => context.prisma.quiz.findMany({ ...query, where: visibleQuizzes(context.viewer), orderBy: QUIZ_ORDER, take: 200 }),
  }),
);

builder.queryField('quiz', (t) =>
  t.prismaField({
    type: 'Quiz',
    nullable: true,
    description: 'One quiz by its number; null when there is none or it is not published (for players)',
    args: { recId: t.arg.int({ required: true }) },
    resolve: (query, _root, { recId }, context) =>
      recId > 0 && recId <= MAX_RECORD_ID ? context.prisma.quiz.findFirst({ ...query, where: { id: recId, AND: [visibleQuizzes(context.viewer)] } }) : null,
  }),
);

const SaveQuizInput = builder.inputType('SaveQuizInput', {
  fields: (t) => ({
    id: t.id({ description: 'absent for a new quiz' }),
    title: t.string({ required: true }),
    published: t.boolean(),
    speciesIds: t.intList(),
    genus: t.string(),
    family: t.string(),
    country: t.string(),
    region: t.string(),
    months: t.intList(),
    questionCount: t.int(),
    licences: t.field({ type: [LicenceEnum] }),
  }),
});

const QuizPayload = builder.objectRef<Quiz>('QuizPayload').implement({
  fields: (t) => ({ quiz: t.field({ type: QuizRef, resolve: (row) => row }) }),
});

builder.mutationField('saveQuiz', (t) =>
  t.field({
    type: QuizPayload,
    description: 'Creates or changes a quiz (EDITOR and above)',
    args: { input: t.arg({ type: SaveQuizInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError], directResult: true, union: { name: 'SaveQuizResult' } },
    resolve: (_root, { input }, context) => {
      const { id, ...fields } = input;
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
      return saveQuiz(context.services, context.viewer, id == null ? null : numericId(id, 'Quiz', 'id'), { title: input.title, ...given });
    },
  }),
);

builder.mutationField('deleteQuiz', (t) =>
  t.field({
    type: builder.objectRef<{ id: number }>('DeleteQuizPayload').implement({
      fields: (f) => ({ deletedId: f.id({ resolve: (deleted) => encodeGlobalID('Quiz', deleted.id) }) }),
    }),
    description: 'Deletes a quiz (EDITOR and above)',
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ForbiddenError, NotFoundError], directResult: true, union: { name: 'DeleteQuizResult' } },
    resolve: (_root, { id }, context) => deleteQuiz(context.services, context.viewer, numericId(id, 'Quiz', 'id')),
  }),
);

const QuizAnswerRef = builder.objectRef<QuizAnswerResult>('QuizAnswer').implement({
  fields: (t) => ({
    index: t.int({ resolve: (answer) => answer.question.index }),
    mediaId: t.int({ resolve: (answer) => answer.question.photo.mediaId }),
    imageUrl: t.string({ resolve: (answer) => answer.question.photo.imageUrl }),
    thumbUrl: t.string({ nullable: true, resolve: (answer) => answer.question.photo.thumbUrl }),
    difficulty: t.int({ resolve: (answer) => answer.question.difficulty }),
    correct: t.exposeBoolean('correct'),
    chosen: t.field({
      type: QuizSpeciesRef,
      nullable: true,
      description: 'the species the player chose (null: none)',
      resolve: (answer) => answer.question.choices.find((choice) => choice.id === answer.chosenSpeciesId) ?? null,
    }),
    species: t.field({ type: QuizSpeciesRef, description: 'the right species (its page: /species/{recId})', resolve: (answer) => answer.question.answer }),
  }),
});

const QuizResultRef = builder.objectRef<QuizResult>('QuizResult').implement({
  description: 'A checked round: the score and, per question, the right species',
  fields: (t) => ({
    quiz: t.field({ type: QuizRef, resolve: (result) => result.quiz }),
    seed: t.exposeInt('seed'),
    score: t.exposeInt('score', { description: 'right answers' }),
    total: t.exposeInt('total'),
    points: t.exposeInt('points', { description: "the right answers' difficulties added up" }),
    maxPoints: t.exposeInt('maxPoints'),
    answers: t.field({ type: [QuizAnswerRef], resolve: (result) => result.answers }),
  }),
});

const QuizAnswerInput = builder.inputType('QuizAnswerInput', {
  fields: (t) => ({
    mediaId: t.int({ required: true, description: "the question's photo" }),
    speciesId: t.int({ description: 'the species chosen; absent when none was' }),
  }),
});

const CheckQuizAnswersInput = builder.inputType('CheckQuizAnswersInput', {
  fields: (t) => ({
    quizId: t.id({ required: true }),
    seed: t.int({ required: true }),
    count: t.int(),
    answers: t.field({ type: [QuizAnswerInput], required: true, description: "one per question, in the round's order" }),
  }),
});

builder.mutationField('checkQuizAnswers', (t) =>
  t.field({
    type: QuizResultRef,
    description: 'Scores a played round on the server (anybody, guests too, for a quiz they may see); QUIZ_CHANGED when its photos changed since',
    args: { input: t.arg({ type: CheckQuizAnswersInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError], directResult: true, union: { name: 'CheckQuizAnswersResult' } },
    resolve: (_root, { input }, context) =>
      checkAnswers(context.prisma, context.viewer, numericId(input.quizId, 'Quiz', 'quizId'), {
        seed: input.seed,
        count: input.count,
        answers: input.answers.map((answer) => ({ mediaId: answer.mediaId, speciesId: answer.speciesId })),
      }),
  }),
);
