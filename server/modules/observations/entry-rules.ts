import { z } from 'zod';
import { MEDIA_EXEMPT_ROLES, MEDIA_GENERA, RECORDING_ROLES } from '@domain/observations/entry-rules.ts';
import type { ObservationFlag } from '@domain/observations/enums.ts';
import type { RoleName } from '@domain/roles.ts';
import type { IucnCategory, LifeStage, ProtectionLevel, ReviewRuleKind, Role } from '../../db/generated/prisma/enums.ts';

/** Each rule kind's parameters; admins edit them, so they are validated on the way in and out. */
export const RULE_PARAMS = {
  GENUS: z.object({ genera: z.array(z.string().min(1)).min(1) }),
  FLIGHT_PERIOD: z.object({ graceDays: z.number().int().min(0).max(60).default(0) }),
  OUTSIDE_KNOWN_SQUARES: z.object({ minKnownSquares: z.number().int().min(1).default(1) }),
  DIFFICULTY: z.object({ above: z.number().int().min(1).max(3) }),
  /** protected species with at least this value (most Hungarian butterflies are protected at 5 000–10 000 Ft); strictly protected ones always */
  PROTECTED: z.object({ minValueHuf: z.number().int().min(0).default(0) }),
  THREATENED: z.object({ categories: z.array(z.enum(['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'CD', 'LC', 'DD', 'RE'])).min(1) }),
} satisfies Record<ReviewRuleKind, z.ZodType>;

export interface RuleRow {
  kind: ReviewRuleKind;
  enabled: boolean;
  /** the uploader roles whose records the check flags; empty: every role */
  roles: Role[];
  /** the uploader roles for whom the flag demands review (and so media); empty: a flag only */
  reviewRoles: Role[];
  params: unknown;
}

/**
 * The rules as the platform starts with them; admins change them later. Only the genus rule of
 * recording §5 demands review, for the roles the spec's media rule is true for (ADV); the other
 * checks flag records for validators without changing their status.
 */
export const DEFAULT_RULES: RuleRow[] = [
  {
    kind: 'GENUS',
    enabled: true,
    roles: [],
    reviewRoles: RECORDING_ROLES.filter((role) => !MEDIA_EXEMPT_ROLES.includes(role)),
    params: { genera: [...MEDIA_GENERA] },
  },
  { kind: 'FLIGHT_PERIOD', enabled: true, roles: [], reviewRoles: [], params: { graceDays: 7 } },
  { kind: 'OUTSIDE_KNOWN_SQUARES', enabled: true, roles: [], reviewRoles: [], params: { minKnownSquares: 3 } },
  { kind: 'DIFFICULTY', enabled: true, roles: [], reviewRoles: [], params: { above: 1 } },
  { kind: 'PROTECTED', enabled: true, roles: [], reviewRoles: [], params: { minValueHuf: 50_000 } },
  { kind: 'THREATENED', enabled: true, roles: [], reviewRoles: [], params: { categories: ['CR', 'EN', 'VU'] } },
];

export interface RuleSpecies {
  genus: string;
  difficulty: number;
  protection: ProtectionLevel | null;
  protectionValue: number | null;
  iucn: IucnCategory | null;
  redListHu: string | null;
}

export interface PhenologyRow {
  lifeStage: LifeStage;
  region: string | null;
  months: number[];
}

/** What the rules look at: the record, its species and what is known about the species. */
export interface RuleInput {
  role: RoleName;
  species: RuleSpecies | null;
  lifeStage: LifeStage;
  country: string;
  /** YYYY-MM-DD */
  dateFrom: string;
  dateTo: string;
  eea10km: string | null;
  phenology: PhenologyRow[];
  /** how many 10 km squares the species is known from, and whether the record's is one */
  knownSquares: { count: number; includesRecordCell: boolean };
}

type Check = (input: RuleInput & { species: RuleSpecies }, params: never) => boolean;

const CHECKS: {
  [K in ReviewRuleKind]: { flag: ObservationFlag; fires: (input: RuleInput & { species: RuleSpecies }, params: z.output<(typeof RULE_PARAMS)[K]>) => boolean };
} = {
  GENUS: { flag: 'GENUS_NEEDS_REVIEW', fires: ({ species }, { genera }) => genera.includes(species.genus) },
  FLIGHT_PERIOD: { flag: 'OUTSIDE_FLIGHT_PERIOD', fires: (input, { graceDays }) => outsidePeriod(input, graceDays) },
  OUTSIDE_KNOWN_SQUARES: {
    flag: 'OUTSIDE_KNOWN_SQUARES',
    fires: ({ eea10km, knownSquares }, { minKnownSquares }) => eea10km !== null && knownSquares.count >= minKnownSquares && !knownSquares.includesRecordCell,
  },
  DIFFICULTY: { flag: 'DIFFICULT_SPECIES', fires: ({ species }, { above }) => species.difficulty > above },
  PROTECTED: {
    flag: 'PROTECTED_SPECIES',
    fires: ({ species }, { minValueHuf }) =>
      species.protection === 'STRICTLY_PROTECTED' || (species.protection === 'PROTECTED' && (species.protectionValue ?? 0) >= minValueHuf),
  },
  THREATENED: {
    flag: 'THREATENED_SPECIES',
    fires: ({ species }, { categories }) => (categories as readonly string[]).some((category) => category === species.iucn || category === species.redListHu),
  },
};

/** The checks' verdict on a record: what it is flagged for, and whether a flag demands review. */
export interface EntryFlags {
  flags: ObservationFlag[];
  reviewDemanded: boolean;
}

/**
 * Runs the enabled checks on a record, in rule order. A record without a catalogue species (none
 * or -1) gives the checks nothing to look at: it is neither flagged nor held for review (§5).
 */
export function entryFlags(input: RuleInput, rules: readonly RuleRow[]): EntryFlags {
  const { species } = input;
  const result: EntryFlags = { flags: [], reviewDemanded: false };
  if (!species) return result;
  const role = input.role as Role;
  for (const rule of rules) {
    if (!rule.enabled) continue;
    if (rule.roles.length > 0 && !rule.roles.includes(role)) continue;
    const check = CHECKS[rule.kind] as { flag: ObservationFlag; fires: Check };
    const params = RULE_PARAMS[rule.kind].parse(rule.params) as never;
    if (!check.fires({ ...input, species }, params)) continue;
    if (!result.flags.includes(check.flag)) result.flags.push(check.flag);
    if (rule.reviewRoles.includes(role)) result.reviewDemanded = true;
  }
  return result;
}

/** Whether the record's days all fall outside the stage's months (widened by the grace days). */
function outsidePeriod({ phenology, lifeStage, country, dateFrom, dateTo }: RuleInput, graceDays: number): boolean {
  const rows = phenology.filter((row) => row.lifeStage === lifeStage);
  const row = rows.find((candidate) => candidate.region === country) ?? rows.find((candidate) => candidate.region === null);
  if (!row || row.months.length === 0) return false;
  const months = new Set(row.months);
  const from = Date.parse(`${dateFrom}T00:00:00Z`) - graceDays * DAY;
  const to = Date.parse(`${dateTo}T00:00:00Z`) + graceDays * DAY;
  for (let day = from; day <= to; day += DAY) {
    if (months.has(new Date(day).getUTCMonth() + 1)) return false;
    // A long range certainly meets every month of the year.
    if (day - from > 366 * DAY) return false;
  }
  return true;
}

const DAY = 86_400_000;
