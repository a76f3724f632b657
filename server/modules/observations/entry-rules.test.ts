import { describe, expect, test } from 'vitest';
import { entryOutcome, MEDIA_GENERA } from '@domain/observations/entry-rules.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import type { RoleName } from '@domain/roles.ts';
import { DEFAULT_RULES, entryFlags, type RuleInput, type RuleRow, type RuleSpecies } from './entry-rules.ts';

const COMMON: RuleSpecies = { genus: 'Aglais', difficulty: 1, protection: null, protectionValue: null, iucn: 'LC', redListHu: 'LC' };
/** Aglais io: adults all year but in winter dormancy; caterpillars in summer. */
const IO_PHENOLOGY = [
  { lifeStage: 'IMAGO' as const, region: null, months: [3, 4, 5, 6, 7, 8, 9, 10] },
  { lifeStage: 'CATERPILLAR' as const, region: null, months: [5, 6, 7, 8] },
];

function record(overrides: Partial<RuleInput> = {}): RuleInput {
  return {
    role: 'USER',
    species: COMMON,
    lifeStage: 'IMAGO',
    country: 'HU',
    dateFrom: '2025-07-14',
    dateTo: '2025-07-14',
    eea10km: '10kmE503N271',
    phenology: IO_PHENOLOGY,
    knownSquares: { count: 40, includesRecordCell: true },
    ...overrides,
  };
}

function outcome(input: RuleInput, rules: readonly RuleRow[] = DEFAULT_RULES) {
  const { flags, reviewDemanded } = entryFlags(input, rules);
  return { reasons: flags, ...entryOutcome(reviewDemanded) };
}

describe('the default rules reproduce the media requirement (recording §5) with the validation block rule (§4)', () => {
  const ROLES: RoleName[] = ['USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'];
  const ruleGenus = (genus: string): RuleSpecies => ({ ...COMMON, genus });

  test.each(ROLES.flatMap((role) => MEDIA_GENERA.map((genus) => [role, genus] as const)))('%s recording a %s species', (role, genus) => {
    const result = outcome(record({ role, species: ruleGenus(genus) }));
    if (role === 'ADV') {
      expect(result).toEqual({ reasons: ['GENUS_NEEDS_REVIEW'], status: ReviewStatus.PENDING, mediaRequired: true });
    } else {
      expect(result).toEqual({ reasons: ['GENUS_NEEDS_REVIEW'], status: ReviewStatus.ACCEPTED, mediaRequired: false });
    }
  });

  test.each(ROLES)('%s recording a species of another genus: no media, accepted', (role) => {
    expect(outcome(record({ role, species: ruleGenus('Papilio') }))).toEqual({ reasons: [], status: ReviewStatus.ACCEPTED, mediaRequired: false });
  });

  test.each(ROLES)('%s recording an unidentified species (none or -1): no media, accepted', (role) => {
    expect(outcome(record({ role, species: null }))).toEqual({ reasons: [], status: ReviewStatus.ACCEPTED, mediaRequired: false });
  });

  test.each(ROLES)('%s: the other checks flag a record without holding it for review or asking for media', (role) => {
    const protectedSpecies = { ...COMMON, difficulty: 3, protection: 'PROTECTED' as const, protectionValue: 50_000, iucn: 'EN' as const };
    expect(outcome(record({ role, species: protectedSpecies, dateFrom: '2025-01-10', dateTo: '2025-01-10' }))).toEqual({
      reasons: ['OUTSIDE_FLIGHT_PERIOD', 'DIFFICULT_SPECIES', 'PROTECTED_SPECIES', 'THREATENED_SPECIES'],
      status: ReviewStatus.ACCEPTED,
      mediaRequired: false,
    });
  });

  test('an admin can make a flag demand review for chosen roles: then media is required and the record pending', () => {
    const rules = DEFAULT_RULES.map((rule) => (rule.kind === 'PROTECTED' ? { ...rule, reviewRoles: ['USER' as const] } : rule));
    const strictlyProtected = { ...COMMON, protection: 'STRICTLY_PROTECTED' as const };
    expect(outcome(record({ role: 'USER', species: strictlyProtected }), rules)).toEqual({
      reasons: ['PROTECTED_SPECIES'],
      status: ReviewStatus.PENDING,
      mediaRequired: true,
    });
    expect(outcome(record({ role: 'PRO', species: strictlyProtected }), rules).status).toBe(ReviewStatus.ACCEPTED);
  });
});

describe('rules beyond the spec', () => {
  test("a USER's record of a common species inside every check is accepted at once, without flags", () => {
    expect(outcome(record())).toEqual({ reasons: [], status: ReviewStatus.ACCEPTED, mediaRequired: false });
  });

  test('an adult recorded in January, outside its flight period, is flagged', () => {
    expect(outcome(record({ dateFrom: '2025-01-10', dateTo: '2025-01-10' }))).toMatchObject({ reasons: ['OUTSIDE_FLIGHT_PERIOD'] });
  });

  test('the flight period is stage-aware: a caterpillar in April is outside, an adult is not', () => {
    const april = { dateFrom: '2025-04-20', dateTo: '2025-04-20' };
    expect(outcome(record({ ...april, lifeStage: 'CATERPILLAR' })).reasons).toEqual(['OUTSIDE_FLIGHT_PERIOD']);
    expect(outcome(record({ ...april, lifeStage: 'IMAGO' })).reasons).toEqual([]);
  });

  test('a stage without known months is not checked', () => {
    expect(outcome(record({ lifeStage: 'EGG', dateFrom: '2025-01-10', dateTo: '2025-01-10' })).reasons).toEqual([]);
  });

  test('the grace days widen the period, and a range that touches it is inside', () => {
    expect(outcome(record({ dateFrom: '2025-02-25', dateTo: '2025-02-25' })).reasons).toEqual([]);
    expect(outcome(record({ dateFrom: '2025-02-10', dateTo: '2025-02-10' })).reasons).toEqual(['OUTSIDE_FLIGHT_PERIOD']);
    expect(outcome(record({ dateFrom: '2025-01-01', dateTo: '2025-03-15' })).reasons).toEqual([]);
  });

  test("a region's own months win over the general ones", () => {
    const phenology = [...IO_PHENOLOGY, { lifeStage: 'IMAGO' as const, region: 'TR', months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }];
    const january = { dateFrom: '2025-01-10', dateTo: '2025-01-10', phenology };
    expect(outcome(record({ ...january, country: 'TR' })).reasons).toEqual([]);
    expect(outcome(record({ ...january, country: 'HU' })).reasons).toEqual(['OUTSIDE_FLIGHT_PERIOD']);
  });

  test('a record outside the 10 km squares where the species is known is flagged', () => {
    expect(outcome(record({ knownSquares: { count: 40, includesRecordCell: false } })).reasons).toEqual(['OUTSIDE_KNOWN_SQUARES']);
  });

  test('the square rule waits until the species is known from enough squares, and needs a square', () => {
    expect(outcome(record({ knownSquares: { count: 2, includesRecordCell: false } })).reasons).toEqual([]);
    expect(outcome(record({ eea10km: null, knownSquares: { count: 40, includesRecordCell: false } })).reasons).toEqual([]);
  });

  test('identification difficulty above 1, protection and threat are each flagged', () => {
    expect(outcome(record({ species: { ...COMMON, difficulty: 2 } })).reasons).toEqual(['DIFFICULT_SPECIES']);
    expect(outcome(record({ species: { ...COMMON, protection: 'STRICTLY_PROTECTED' } })).reasons).toEqual(['PROTECTED_SPECIES']);
    expect(outcome(record({ species: { ...COMMON, protection: 'PROTECTED', protectionValue: 100_000 } })).reasons).toEqual(['PROTECTED_SPECIES']);
    // Most Hungarian butterflies are protected at a low value: they alone do not demand review.
    expect(outcome(record({ species: { ...COMMON, protection: 'PROTECTED', protectionValue: 5_000 } })).reasons).toEqual([]);
    expect(outcome(record({ species: { ...COMMON, iucn: 'EN' } })).reasons).toEqual(['THREATENED_SPECIES']);
    expect(outcome(record({ species: { ...COMMON, iucn: 'LC', redListHu: 'VU' } })).reasons).toEqual(['THREATENED_SPECIES']);
    expect(outcome(record({ species: { ...COMMON, iucn: 'NT' } })).reasons).toEqual([]);
  });

  test('rules are data: a disabled rule, or one for other roles, does not fire; parameters change the outcome', () => {
    const difficult = record({ species: { ...COMMON, difficulty: 2 } });
    const withDifficulty = (change: Partial<RuleRow>) => DEFAULT_RULES.map((rule) => (rule.kind === 'DIFFICULTY' ? { ...rule, ...change } : rule));
    expect(outcome(difficult, withDifficulty({ enabled: false })).reasons).toEqual([]);
    expect(outcome(difficult, withDifficulty({ roles: ['ADV'] })).reasons).toEqual([]);
    expect(outcome(difficult, withDifficulty({ params: { above: 2 } })).reasons).toEqual([]);
    expect(outcome({ ...difficult, role: 'ADV' }, withDifficulty({ roles: ['ADV'] })).reasons).toEqual(['DIFFICULT_SPECIES']);
  });

  test('several reasons are listed once each, in rule order', () => {
    const colias = { genus: 'Colias', difficulty: 3, protection: 'STRICTLY_PROTECTED' as const, protectionValue: null, iucn: 'VU' as const, redListHu: 'EN' };
    expect(outcome(record({ role: 'ADV', species: colias, dateFrom: '2025-01-10', dateTo: '2025-01-10' }))).toEqual({
      reasons: ['GENUS_NEEDS_REVIEW', 'OUTSIDE_FLIGHT_PERIOD', 'DIFFICULT_SPECIES', 'PROTECTED_SPECIES', 'THREATENED_SPECIES'],
      status: ReviewStatus.PENDING,
      mediaRequired: true,
    });
  });

  test('bad parameters stored for a rule are refused, not silently ignored', () => {
    const broken = DEFAULT_RULES.map((rule) => (rule.kind === 'DIFFICULTY' ? { ...rule, params: { above: 'one' } } : rule));
    expect(() => entryFlags(record(), broken)).toThrow();
  });
});
