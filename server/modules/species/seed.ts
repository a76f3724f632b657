import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { DEFAULT_RULES } from '../observations/entry-rules.ts';
import { type ChecklistSpecies, loadChecklist } from './checklist/checklist.ts';
import { WITHDRAWN_NAMES } from './checklist/withdrawn-names.ts';
import { commonNamesOf, type NameLanguage } from '@domain/species/names.ts';
import { speciesSearchText } from './service.ts';

/**
 * Reference data every installation needs, demo or not: the species checklist with its flight
 * periods, and the default review rules. Each part is filled only while its table is empty, so
 * admins' later edits are never overwritten; common names the shipped checklist has gained since
 * reach an existing catalogue too, where its species still lacks a name in that language.
 */
export async function seedReferenceData(prisma: PrismaClient): Promise<{ species: number; rules: number; names: number }> {
  const [speciesCount, ruleCount] = await Promise.all([prisma.species.count(), prisma.reviewRule.count()]);
  let species = 0;
  let rules = 0;
  let names = 0;
  if (speciesCount === 0) species = await seedChecklist(prisma, loadChecklist());
  else names = await addMissingCommonNames(prisma, loadChecklist());
  if (ruleCount === 0) {
    ({ count: rules } = await prisma.reviewRule.createMany({
      data: DEFAULT_RULES.map(({ kind, enabled, roles, reviewRoles, params }) => ({ kind, enabled, roles, reviewRoles, params: params as object })),
    }));
  }
  return { species, rules, names };
}

/**
 * Gives catalogue species the checklist's common names in the languages they have none in, or only a
 * name the checklist has withdrawn; a name already there (the checklist's or an admin's) stays.
 * Answers how many species gained one.
 */
async function addMissingCommonNames(prisma: PrismaClient, checklist: ChecklistSpecies[]): Promise<number> {
  const shipped = new Map(checklist.map((entry) => [entry.uri, entry.commonNames]));
  const rows = await prisma.species.findMany({
    where: { uri: { in: [...shipped.keys()] } },
    select: { id: true, uri: true, genus: true, species: true, subspecies: true, family: true, commonNames: true },
  });
  const updates = rows.flatMap((row) => {
    const current = commonNamesOf(row.commonNames);
    const lacks = (language: NameLanguage) =>
      !current[language] || WITHDRAWN_NAMES.some((withdrawn) => withdrawn.uri === row.uri && withdrawn.language === language && withdrawn.name === current[language]);
    const added = Object.fromEntries(Object.entries(shipped.get(row.uri) ?? {}).filter(([language]) => lacks(language as NameLanguage)));
    if (Object.keys(added).length === 0) return [];
    const commonNames = { ...current, ...added };
    return [prisma.species.update({ where: { id: row.id }, data: { commonNames, searchText: speciesSearchText({ ...row, commonNames }) } })];
  });
  if (updates.length) await prisma.$transaction(updates);
  return updates.length;
}

async function seedChecklist(prisma: PrismaClient, checklist: ChecklistSpecies[]): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const created = await tx.species.createManyAndReturn({
      data: checklist.map((entry) => ({
        uri: entry.uri,
        genus: entry.genus,
        species: entry.species,
        subspecies: entry.subspecies,
        author: entry.author,
        family: entry.family,
        subfamily: entry.subfamily,
        group: entry.group,
        commonNames: entry.commonNames,
        distribution: entry.statusHu,
        externalRef: entry.externalRef,
        iucn: entry.iucn,
        redListHu: entry.redListHu,
        protection: entry.protection ? (entry.protection.level === 'strictly_protected' ? 'STRICTLY_PROTECTED' : 'PROTECTED') : null,
        protectionValue: entry.protection?.valueHuf ?? null,
        difficulty: entry.difficulty,
        searchText: speciesSearchText({ ...entry, subspecies: entry.subspecies }),
      })),
      select: { id: true, uri: true },
    });
    const idByUri = new Map(created.map((row) => [row.uri, row.id]));
    await tx.phenology.createMany({
      data: checklist.flatMap((entry) => {
        const speciesId = idByUri.get(entry.uri)!;
        return [
          ...(entry.flightMonths.length ? [{ speciesId, lifeStage: 'IMAGO' as const, region: null, months: entry.flightMonths }] : []),
          ...(entry.larvaMonths.length ? [{ speciesId, lifeStage: 'CATERPILLAR' as const, region: null, months: entry.larvaMonths }] : []),
        ];
      }),
    });
    return created.length;
  }, SEED_TRANSACTION);
}

/** Two statements, but hundreds of rows: a busy machine (CI on two cores) needs more than Prisma's 5 s default. */
const SEED_TRANSACTION = { maxWait: 60_000, timeout: 60_000 };
