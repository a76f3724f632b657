/**
 * What the audit log records (issue 21 part 9): every action of an admin, moderator, editor or
 * validator, in the order `/admin/audit/` offers them as a filter.
 */
export const AUDIT_ACTIONS = [
  'REVIEW_DECISION',
  'REVIEW_RULE_CHANGE',
  'CONTENT_PUBLISH',
  'CONTENT_UNPUBLISH',
  'CONTENT_RESTORE',
  'CONTENT_DELETE',
  'MESSAGE_BROADCAST',
  'ANNOUNCEMENT_SEND',
  // disputes (issue 21 part 1): a moderator's handling of reports and appeals
  'DISPUTE_DISMISS',
  'CONTENT_HIDE',
  'CONTENT_RESTORE_VISIBLE',
  'CONTENT_REMOVE',
  'USER_WARN',
  // issue 21 part 3: users and roles
  'ROLE_CHANGE',
  'ACCOUNT_SUSPEND',
  'ACCOUNT_SUSPENSION_LIFT',
  // issue 21 part 5: a validator's share of the review work given or taken back
  'VALIDATOR_ASSIGN',
  'VALIDATOR_UNASSIGN',
  // issue 21 part 4: media review
  'MEDIA_APPROVE',
  'MEDIA_HIDE',
  'MEDIA_RESTORE',
  'MEDIA_FLAG',
  // issue 21 part 2: a site ADMIN's acts on entities (groups, projects)
  'ENTITY_EDIT',
  'ENTITY_SETTINGS',
  'ENTITY_ADMIN_LETTER',
  'ENTITY_SUBDOMAIN',
  'ENTITY_MERGE',
  'ENTITY_ARCHIVE',
  'ENTITY_UNARCHIVE',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditActionName {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The longest page of the audit log one call returns. */
export const AUDIT_PAGE_MAX = 100;
