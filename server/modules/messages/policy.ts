import { type Abilities, requireAbility } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { MessageCopy } from '../../db/generated/prisma/client.ts';
import { GROUP_ENTITY, PERSON_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { MESSAGE_ANNOUNCING_ADMINS, MessageBox } from '@domain/messages.ts';
import { hasRole } from '@domain/roles.ts';
import type { Db } from '../objects/registry.ts';
import { isBlockedBetween } from '../relations/blocks.ts';

export const MESSAGE_ACTIONS = ['edit', 'reply', 'forward', 'trash', 'restore', 'delete', 'report'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

/**
 * One's own copy of a message (every read is of the viewer's own copies, so nobody else's is in
 * reach): a draft is edited and sent; a sent or received message is replied to and forwarded;
 * anything but the trash goes to the trash, the trash gives back; every copy can be deleted for good;
 * a received one (in the inbox, or trashed from it) can be reported to the site's admins.
 */
export function messagePolicy(viewer: Viewer, copy: Pick<MessageCopy, 'ownerId' | 'box' | 'restoreBox'>): Abilities<MessageAction> {
  const mine = viewer.user?.entityId === copy.ownerId;
  const sent = copy.box === MessageBox.OUTBOX || copy.box === MessageBox.INBOX;
  const received = copy.box === MessageBox.INBOX || (copy.box === MessageBox.TRASH && copy.restoreBox === MessageBox.INBOX);
  return {
    edit: mine && copy.box === MessageBox.DRAFT,
    reply: mine && copy.box === MessageBox.INBOX,
    forward: mine && sent,
    trash: mine && copy.box !== MessageBox.TRASH,
    restore: mine && copy.box === MessageBox.TRASH,
    delete: mine,
    report: mine && received,
  };
}

export const authorizeMessage = (viewer: Viewer, action: MessageAction, copy: Pick<MessageCopy, 'ownerId' | 'box' | 'restoreBox'>) =>
  requireAbility(viewer, messagePolicy(viewer, copy), action, 'FORBIDDEN');

export type RecipientAction = 'write' | 'announce';

/** Types a message may be addressed to: a person, or a group or project (to its admins or, announced, its members). */
const ADDRESSABLE_TYPES: readonly number[] = [PERSON_ENTITY, GROUP_ENTITY, PROJECT_ENTITY];

export interface RecipientSubject {
  db: Db;
  entity: { id: number; type: number };
}

/** A person whose account was removed: an anonymised entity without a login account, whom nobody can write to. */
export async function isRemovedPerson(db: Db, entity: { id: number; type: number }): Promise<boolean> {
  return entity.type === PERSON_ENTITY && (await db.user.count({ where: { entityId: entity.id } })) === 0;
}

/**
 * Whom the viewer may write to: anybody addressable but themselves, people whose account was
 * removed and those on either side of a block; announcing to a group's or project's members is for its A and C admins (and site ADMINs).
 */
export async function recipientPolicy(viewer: Viewer, { db, entity }: RecipientSubject): Promise<Abilities<RecipientAction>> {
  const me = viewer.user?.entityId;
  if (me === undefined || me === entity.id || !ADDRESSABLE_TYPES.includes(entity.type)) return { write: false, announce: false };
  if (await isBlockedBetween(db, me, entity.id)) return { write: false, announce: false };
  if (entity.type === PERSON_ENTITY) return { write: !(await isRemovedPerson(db, entity)), announce: false };
  const announcer =
    hasRole(viewer.role, 'ADMIN') || (await db.entityRelation.count({ where: { fromId: me, toId: entity.id, code: { in: [...MESSAGE_ANNOUNCING_ADMINS] } } })) > 0;
  return { write: true, announce: announcer };
}

export type ReportedMessageAction = 'read';

/** Nobody but its sender and recipients reads a message; site admins read one only once it is reported to them. */
export function reportedMessagePolicy(viewer: Viewer, report: { open: boolean }): Abilities<ReportedMessageAction> {
  return { read: report.open && hasRole(viewer.role, 'ADMIN') };
}

export type BroadcastAction = 'broadcast';

/**
 * Site-wide: writing to everyone, to the people of a role or to any group's or project's members
 * (`/admin/message/`), and counting them beforehand, is for site ADMINs only.
 */
export function broadcastPolicy(viewer: Viewer): Abilities<BroadcastAction> {
  return { broadcast: hasRole(viewer.role, 'ADMIN') };
}

/** Refuses a broadcast below ADMIN: a guest with 401 UNAUTHORIZED, anybody else with 403 FORBIDDEN. */
export const authorizeBroadcast = (viewer: Viewer) => requireAbility(viewer, broadcastPolicy(viewer), 'broadcast');
