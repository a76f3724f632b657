import type { RoleName } from '@domain/roles.ts';
import type { Prisma, ReviewRule, ReviewRuleKind, Role } from '../../db/generated/prisma/client.ts';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { parseInput } from '../../validation.ts';
import type { Services } from '../../services.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { recordAudit } from '../audit/log.ts';
import { RULE_PARAMS } from '../observations/entry-rules.ts';
import { authorizeReview } from './policy.ts';

export interface RuleChange {
  enabled?: boolean;
  /** the uploader roles whose records the check flags (a guest never uploads) */
  roles?: RoleName[];
  /** the uploader roles for whom the flag demands review and media */
  reviewRoles?: RoleName[];
  params?: unknown;
}

const isUploaderRole = (role: RoleName): role is Role => role !== 'GUEST';

/** The entry rules in the order they run (admins only). */
export function listReviewRules(services: Services, viewer: Viewer): Promise<ReviewRule[]> {
  authorizeReview(viewer, 'editRules');
  return services.prisma.reviewRule.findMany({ orderBy: { id: 'asc' } });
}

/**
 * Switches a rule, chooses the roles it checks and those for whom its flag demands review, or sets
 * its parameters. Parameters are validated
 * with the rule kind's schema, so a rule can never be stored in a shape the entry check rejects.
 */
export async function updateReviewRule(services: Services, viewer: Viewer, kind: ReviewRuleKind, change: RuleChange): Promise<ReviewRule> {
  authorizeReview(viewer, 'editRules');
  const current = await services.prisma.reviewRule.findUnique({ where: { kind } });
  if (!current) throw new NotFoundError();
  for (const field of ['roles', 'reviewRoles'] as const) {
    if (change[field] && !change[field].every(isUploaderRole)) throw new ValidationError([{ field, code: 'FORMAT_ERROR' }]);
  }
  let params: object | undefined;
  if (change.params !== undefined) {
    // Each problem names its parameter (`params.graceDays` VALUE_MAX), so the rules screen shows it on that field.
    params = parseInput(z.object({ params: RULE_PARAMS[kind] as z.ZodType<object> }), { params: change.params }).params;
  }
  const data = {
    ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
    ...(change.roles !== undefined ? { roles: [...new Set(change.roles.filter(isUploaderRole))] } : {}),
    ...(change.reviewRoles !== undefined ? { reviewRoles: [...new Set(change.reviewRoles.filter(isUploaderRole))] } : {}),
    ...(params !== undefined ? { params } : {}),
  };
  return services.prisma.$transaction(async (tx) => {
    const updated = await tx.reviewRule.update({ where: { kind }, data });
    const before = { enabled: current.enabled, roles: current.roles, reviewRoles: current.reviewRoles, params: current.params };
    const changed = Object.keys(data).filter((field) => JSON.stringify(before[field as keyof typeof before]) !== JSON.stringify(data[field as keyof typeof data]));
    if (changed.length) {
      await recordAudit(tx, {
        actorId: actingEntityId(viewer),
        action: 'REVIEW_RULE_CHANGE',
        subject: kind,
        details: { changed, before: pickFields(before, changed), after: pickFields(data, changed) } as Prisma.InputJsonObject,
      });
    }
    return updated;
  });
}

function pickFields(values: object, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => fields.includes(field)));
}
