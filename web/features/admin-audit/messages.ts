import type { AuditActionName } from '@domain/audit.ts';
import { defineMessages } from '../../i18n/define-messages.ts';

export const auditMessages = defineMessages({
  title: { id: 'adminAudit.title', defaultMessage: 'Napló', description: 'title of the audit log screen (/admin/audit/)' },
  intro: {
    id: 'adminAudit.intro',
    defaultMessage: 'Az adminisztrátorok, moderátorok, szerkesztők és validátorok műveletei: ki, mikor, mit és miért.',
    description: 'what the audit log lists',
  },
  action: { id: 'adminAudit.action', defaultMessage: 'Művelet', description: 'filter label: kind of action' },
  anyAction: { id: 'adminAudit.anyAction', defaultMessage: 'Bármely művelet', description: 'filter choice: every kind of action' },
  since: { id: 'adminAudit.since', defaultMessage: 'Ettől a naptól', description: 'filter label: first day' },
  until: { id: 'adminAudit.until', defaultMessage: 'Eddig a napig', description: 'filter label: last day' },
  onlyActor: { id: 'adminAudit.onlyActor', defaultMessage: 'Csak {name} műveletei', description: 'filter chip: one actor’s actions' },
  everybody: { id: 'adminAudit.everybody', defaultMessage: 'Mindenkié', description: 'button: drop the actor filter' },
  count: { id: 'adminAudit.count', defaultMessage: '{count, plural, one {# bejegyzés} other {# bejegyzés}}', description: 'how many entries the filter matches' },
  empty: { id: 'adminAudit.empty', defaultMessage: 'Nincs ilyen bejegyzés.', description: 'the filter matches nothing' },
  more: { id: 'adminAudit.more', defaultMessage: 'Továbbiak', description: 'button: load older entries' },
  reason: { id: 'adminAudit.reason', defaultMessage: 'Indoklás: {reason}', description: 'the reason given for an action' },
  removedActor: { id: 'adminAudit.removedActor', defaultMessage: 'Törölt fiók', description: 'actor whose account is gone' },
  changed: { id: 'adminAudit.changed', defaultMessage: 'Változott: {fields}', description: 'the fields a rule change changed' },
  recipients: {
    id: 'adminAudit.recipients',
    defaultMessage: '{count, plural, one {# címzett} other {# címzett}}',
    description: 'how many people a message or announcement reached',
  },
});

/** Each action's label, as the filter and the entries show it. */
export const auditActionMessages = defineMessages({
  REVIEW_DECISION: { id: 'adminAudit.kind.reviewDecision', defaultMessage: 'Validálás', description: 'audit action: a validator’s decision on a record' },
  REVIEW_RULE_CHANGE: { id: 'adminAudit.kind.reviewRuleChange', defaultMessage: 'Szabály módosítása', description: 'audit action: an entry rule changed' },
  CONTENT_PUBLISH: { id: 'adminAudit.kind.contentPublish', defaultMessage: 'Közzététel', description: 'audit action: an article published' },
  CONTENT_UNPUBLISH: { id: 'adminAudit.kind.contentUnpublish', defaultMessage: 'Visszavonás', description: 'audit action: an article taken back to a draft' },
  CONTENT_RESTORE: { id: 'adminAudit.kind.contentRestore', defaultMessage: 'Változat visszaállítása', description: 'audit action: an article revision restored' },
  CONTENT_DELETE: { id: 'adminAudit.kind.contentDelete', defaultMessage: 'Tartalom törlése', description: 'audit action: an article deleted' },
  MESSAGE_BROADCAST: { id: 'adminAudit.kind.messageBroadcast', defaultMessage: 'Körüzenet', description: 'audit action: a message to many people' },
  ANNOUNCEMENT_SEND: { id: 'adminAudit.kind.announcementSend', defaultMessage: 'Bejelentés', description: 'audit action: an announcement notification' },
  DISPUTE_DISMISS: { id: 'adminAudit.kind.disputeDismiss', defaultMessage: 'Bejelentés elutasítása', description: 'audit action: a moderator dismissed a report' },
  CONTENT_HIDE: { id: 'adminAudit.kind.contentHide', defaultMessage: 'Tartalom elrejtése', description: 'audit action: a moderator hid a reported post or comment' },
  CONTENT_RESTORE_VISIBLE: {
    id: 'adminAudit.kind.contentRestoreVisible',
    defaultMessage: 'Elrejtett tartalom visszaállítása',
    description: 'audit action: a moderator showed a hidden post or comment again',
  },
  CONTENT_REMOVE: {
    id: 'adminAudit.kind.contentRemove',
    defaultMessage: 'Bejelentett tartalom eltávolítása',
    description: 'audit action: a moderator removed a reported item',
  },
  USER_WARN: { id: 'adminAudit.kind.userWarn', defaultMessage: 'Figyelmeztetés', description: 'audit action: a moderator warned an author' },
  ROLE_CHANGE: { id: 'adminAudit.kind.roleChange', defaultMessage: 'Szerepkör módosítása', description: 'audit action: a person’s role changed' },
  ACCOUNT_SUSPEND: { id: 'adminAudit.kind.accountSuspend', defaultMessage: 'Felfüggesztés', description: 'audit action: an account suspended' },
  ACCOUNT_SUSPENSION_LIFT: {
    id: 'adminAudit.kind.accountSuspensionLift',
    defaultMessage: 'Felfüggesztés feloldása',
    description: 'audit action: an account’s suspension lifted',
  },
  VALIDATOR_ASSIGN: {
    id: 'adminAudit.kind.validatorAssign',
    defaultMessage: 'Validátor kijelölése',
    description: 'audit action: a validator given a share of the records (region or taxon)',
  },
  VALIDATOR_UNASSIGN: {
    id: 'adminAudit.kind.validatorUnassign',
    defaultMessage: 'Validátori kijelölés törlése',
    description: 'audit action: a validator assignment taken back',
  },
  MEDIA_APPROVE: { id: 'adminAudit.kind.mediaApprove', defaultMessage: 'Média jóváhagyása', description: 'audit action: a moderator approved a medium in media review' },
  MEDIA_HIDE: { id: 'adminAudit.kind.mediaHide', defaultMessage: 'Média elrejtése', description: 'audit action: a moderator hid a medium' },
  MEDIA_RESTORE: {
    id: 'adminAudit.kind.mediaRestore',
    defaultMessage: 'Elrejtett média visszaállítása',
    description: 'audit action: a moderator showed a hidden medium again',
  },
  MEDIA_FLAG: {
    id: 'adminAudit.kind.mediaFlag',
    defaultMessage: 'Média megjelölése (nem lepke, rossz faj)',
    description: 'audit action: a moderator flagged a medium as not a lepidopteran or as the wrong species',
  },
  ENTITY_EDIT: {
    id: 'adminAudit.kind.entityEdit',
    defaultMessage: 'Csoport, projekt szerkesztése',
    description: 'audit action: an entity’s fields edited by a site admin',
  },
  ENTITY_SETTINGS: {
    id: 'adminAudit.kind.entitySettings',
    defaultMessage: 'Csoport beállításai',
    description: 'audit action: an entity’s publishing settings changed by a site admin',
  },
  ENTITY_ADMIN_LETTER: {
    id: 'adminAudit.kind.entityAdminLetter',
    defaultMessage: 'Csoport kezelői',
    description: 'audit action: an admin letter of an entity’s member granted or revoked by a site admin',
  },
  ENTITY_SUBDOMAIN: {
    id: 'adminAudit.kind.entitySubdomain',
    defaultMessage: 'Aldomain beállítása',
    description: 'audit action: an entity’s subdomain set or removed',
  },
  ENTITY_MERGE: {
    id: 'adminAudit.kind.entityMerge',
    defaultMessage: 'Csoportok összevonása',
    description: 'audit action: a duplicate entity merged into another',
  },
  ENTITY_ARCHIVE: {
    id: 'adminAudit.kind.entityArchive',
    defaultMessage: 'Csoport archiválása',
    description: 'audit action: an entity archived',
  },
  ENTITY_UNARCHIVE: {
    id: 'adminAudit.kind.entityUnarchive',
    defaultMessage: 'Archiválás visszavonása',
    description: 'audit action: an entity taken out of the archive',
  },
} satisfies Record<AuditActionName, unknown>);

/** Review decisions as the log names them. */
export const auditDecisionMessages = defineMessages({
  APPROVE: { id: 'adminAudit.decision.approve', defaultMessage: 'elfogadva', description: 'a record was approved' },
  REJECT: { id: 'adminAudit.decision.reject', defaultMessage: 'elutasítva', description: 'a record was rejected' },
  REVOKE: { id: 'adminAudit.decision.revoke', defaultMessage: 'visszavonva', description: 'an approval was revoked' },
});
