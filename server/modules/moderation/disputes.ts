import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { type DisputeAction, type DisputeKind, type DisputeStatus, HIDEABLE_KINDS } from '@domain/disputes.ts';
import type { NotificationToken } from '@domain/notification-kinds.ts';
import { Privacy } from '@domain/privacy.ts';
import type { RoleName } from '@domain/roles.ts';
import { recordAudit } from '../audit/log.ts';
import { deleteCommentIn, setCommentHidden } from '../comments/service.ts';
import { deliverStaged, type DispatchServices, type Notice, stageNotices } from '../notifications/dispatcher.ts';
import type { Db } from '../objects/registry.ts';
import { publishTimelineItemChanged } from '../timeline/events.ts';
import { authorizeDisputes, authorizeSanction } from './policy.ts';
import { reportReasonSchema } from './reports.ts';

const TYPE_KINDS: Record<string, DisputeKind> = {
  TimelineItem: 'POST',
  Comment: 'COMMENT',
  Media: 'MEDIA',
  Message: 'MESSAGE',
  Entity: 'ENTITY',
  Observation: 'APPEAL',
};

/** What a reported global id names: its kind in the queue and its row id. */
export function disputeTarget(objectId: string): { kind: DisputeKind; id: number } {
  try {
    const { typename, id } = decodeGlobalID(objectId);
    return { kind: TYPE_KINDS[typename] ?? 'OTHER', id: Number(id) || 0 };
  } catch {
    return { kind: 'OTHER', id: 0 };
  }
}

/** The reported thing as the moderator sees it: its words, its author, where it is, whether it is hidden. */
export interface DisputeContent {
  exists: boolean;
  title: string;
  text: string;
  /** the author's (owner's, sender's, uploader's) entity, or the reported person or entity itself */
  authorId: number | null;
  authorName: string | null;
  authorRole: RoleName | null;
  /** where it stands: the post a comment is on, the decision an appeal is against */
  context: string;
  path: string | null;
  hidden: boolean;
}

export interface DisputeReport {
  id: number;
  reporterId: number;
  reporterName: string;
  reason: string;
  createdAt: Date;
}

/** One card of the queue: every report of one thing in one status, with the thing in context. */
export interface DisputeCase {
  /** the first report's id: the card's id in the queue and in the actions' paths */
  id: number;
  objectId: string;
  kind: DisputeKind;
  status: DisputeStatus;
  createdAt: Date;
  reports: DisputeReport[];
  content: DisputeContent;
  /** reports of the same thing handled before (or after) these */
  earlierReports: number;
  /** reports of the author's other things and of the author */
  authorReports: number;
  resolution: string | null;
  resolutionReason: string | null;
  resolvedAt: Date | null;
}

export interface DisputeFilter {
  status: DisputeStatus;
  kind?: DisputeKind | null;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NO_CONTENT: DisputeContent = { exists: false, title: '', text: '', authorId: null, authorName: null, authorRole: null, context: '', path: null, hidden: false };

async function personRole(db: Db, entityId: number): Promise<RoleName | null> {
  const user = await db.user.findUnique({ where: { entityId }, select: { role: true } });
  return user?.role ?? null;
}

/** Loads the reported thing whatever its privacy: moderators must see what they judge. */
export async function loadDisputeContent(db: Db, objectId: string): Promise<DisputeContent> {
  const { kind, id } = disputeTarget(objectId);
  const author = async (entityId: number, name: string) => ({ authorId: entityId, authorName: name, authorRole: await personRole(db, entityId) });
  switch (kind) {
    case 'POST': {
      const item = await db.timelineItem.findUnique({
        where: { id },
        select: {
          title: true,
          summary: true,
          url: true,
          privacy: true,
          hiddenAt: true,
          ownerId: true,
          owner: { select: { displayName: true } },
          post: { select: { body: true } },
        },
      });
      if (!item || item.privacy === Privacy.REMOVED) return NO_CONTENT;
      return {
        exists: true,
        title: item.title,
        text: item.post ? stripTags(item.post.body) : item.summary,
        ...(await author(item.ownerId, item.owner.displayName)),
        context: '',
        path: item.url,
        hidden: item.hiddenAt !== null,
      };
    }
    case 'COMMENT': {
      const comment = await db.comment.findUnique({
        where: { id },
        select: { message: true, objectId: true, hiddenAt: true, createdById: true, createdBy: { select: { displayName: true } } },
      });
      if (!comment) return NO_CONTENT;
      const parent = disputeTarget(comment.objectId);
      const item = parent.kind === 'POST' ? await db.timelineItem.findUnique({ where: { id: parent.id }, select: { title: true, url: true } }) : null;
      return {
        exists: true,
        title: '',
        text: comment.message,
        ...(await author(comment.createdById, comment.createdBy.displayName)),
        context: item?.title ?? '',
        path: item?.url ?? null,
        hidden: comment.hiddenAt !== null,
      };
    }
    case 'MESSAGE': {
      const message = await db.message.findUnique({ where: { id }, select: { subject: true, body: true, fromId: true, from: { select: { displayName: true } } } });
      if (!message) return NO_CONTENT;
      return {
        exists: true,
        title: message.subject,
        text: stripTags(message.body),
        ...(await author(message.fromId, message.from.displayName)),
        context: '',
        path: null,
        hidden: false,
      };
    }
    case 'ENTITY': {
      const entity = await db.entity.findUnique({ where: { id }, select: { displayName: true } });
      if (!entity) return NO_CONTENT;
      return { exists: true, title: entity.displayName, text: '', ...(await author(id, entity.displayName)), context: '', path: `/entity/${id}/`, hidden: false };
    }
    case 'APPEAL': {
      const record = await db.observation.findUnique({
        where: { id },
        select: { speciesText: true, species: { select: { genus: true, species: true } }, uploaderId: true, uploader: { select: { displayName: true } } },
      });
      if (!record) return NO_CONTENT;
      // The decision appealed: the last approval, rejection or revocation before the appeal.
      const decision = await db.reviewEvent.findFirst({
        where: { observationId: id, action: { in: ['APPROVE', 'REJECT', 'REVOKE'] } },
        orderBy: { id: 'desc' },
        select: { action: true, message: true, actor: { select: { displayName: true } } },
      });
      const name = record.species ? `${record.species.genus} ${record.species.species}` : (record.speciesText ?? '');
      return {
        exists: true,
        title: `#${id} ${name}`.trim(),
        text: '',
        ...(await author(record.uploaderId, record.uploader.displayName)),
        context: decision ? `${decision.action} (${decision.actor.displayName}): ${decision.message}` : '',
        path: `/observation/${id}`,
        hidden: false,
      };
    }
    case 'MEDIA': {
      const media = await db.media.findUnique({ where: { id }, select: { ownerId: true, hiddenAt: true, owner: { select: { displayName: true } } } });
      if (!media) return NO_CONTENT;
      return {
        exists: true,
        title: `#${id}`,
        text: '',
        ...(await author(media.ownerId, media.owner.displayName)),
        context: '',
        path: `/media/${id}`,
        hidden: media.hiddenAt !== null,
      };
    }
    case 'OTHER':
      return NO_CONTENT;
  }
}

/** How many reports name the author or something of theirs (posts, comments, media, messages), but this thing. */
async function reportsAgainst(db: Db, authorId: number, objectId: string): Promise<number> {
  const [items, comments] = await Promise.all([
    db.timelineItem.findMany({ where: { ownerId: authorId }, select: { id: true } }),
    db.comment.findMany({ where: { createdById: authorId }, select: { id: true } }),
  ]);
  const ids = [
    encodeGlobalID('Entity', authorId),
    ...items.map(({ id }) => encodeGlobalID('TimelineItem', id)),
    ...comments.map(({ id }) => encodeGlobalID('Comment', id)),
  ].filter((key) => key !== objectId);
  return db.dispute.count({ where: { objectId: { in: ids } } });
}

async function loadCase(db: Db, objectId: string, status: DisputeStatus): Promise<DisputeCase | null> {
  const rows = await db.dispute.findMany({ where: { objectId, status }, orderBy: { id: 'asc' }, include: { reporter: { select: { displayName: true } } } });
  const first = rows[0];
  if (!first) return null;
  const content = await loadDisputeContent(db, objectId);
  const [earlierReports, authorReports] = await Promise.all([
    db.dispute.count({ where: { objectId, id: { notIn: rows.map(({ id }) => id) } } }),
    content.authorId === null ? 0 : reportsAgainst(db, content.authorId, objectId),
  ]);
  const last = rows.at(-1) ?? first;
  return {
    id: first.id,
    objectId,
    kind: disputeTarget(objectId).kind,
    status,
    createdAt: first.createdAt,
    reports: rows.map((row) => ({ id: row.id, reporterId: row.reporterId, reporterName: row.reporter.displayName, reason: row.reason, createdAt: row.createdAt })),
    content,
    earlierReports,
    authorReports,
    resolution: last.resolution,
    resolutionReason: last.resolutionReason,
    resolvedAt: last.resolvedAt,
  };
}

/**
 * The queue: reports grouped by what they report (several reports of one thing are one card),
 * open ones oldest first, handled ones latest first; a kind narrows it.
 */
export async function disputeQueue(services: Services, viewer: Viewer, filter: DisputeFilter, page: { skip: number; take: number }) {
  authorizeDisputes(viewer);
  const { prisma } = services;
  const groups = await prisma.dispute.groupBy({
    by: ['objectId'],
    where: { status: filter.status },
    _min: { createdAt: true },
    orderBy: { _min: { createdAt: filter.status === 'open' ? 'asc' : 'desc' } },
  });
  const matching = filter.kind ? groups.filter(({ objectId }) => disputeTarget(objectId).kind === filter.kind) : groups;
  const slice = matching.slice(page.skip, page.skip + page.take);
  const cases = await Promise.all(slice.map(({ objectId }) => loadCase(prisma, objectId, filter.status)));
  return { total: matching.length, cases: cases.filter((c): c is DisputeCase => c !== null) };
}

/** One card by any of its reports' ids (moderators and admins); anything else is not found. */
export async function disputeCase(services: Services, viewer: Viewer, id: number): Promise<DisputeCase> {
  authorizeDisputes(viewer);
  const row = await services.prisma.dispute.findUnique({ where: { id } });
  const found = row && (await loadCase(services.prisma, row.objectId, row.status as DisputeStatus));
  if (!found) throw new NotFoundError();
  return found;
}

const AUTHOR_TOKENS: Partial<Record<DisputeAction, NotificationToken>> = {
  hide: 'MODERATION_CONTENT_HIDDEN',
  restore: 'MODERATION_CONTENT_RESTORED',
  remove: 'MODERATION_CONTENT_REMOVED',
  warn: 'MODERATION_WARNING',
};

const AUDIT_OF = {
  dismiss: 'DISPUTE_DISMISS',
  hide: 'CONTENT_HIDE',
  restore: 'CONTENT_RESTORE_VISIBLE',
  remove: 'CONTENT_REMOVE',
  warn: 'USER_WARN',
} as const satisfies Record<DisputeAction, string>;

const alreadyHandled = () => new ConflictError('DISPUTE_ALREADY_HANDLED', 'The dispute was handled already');
const notApplicable = () => new ConflictError('DISPUTE_ACTION_NOT_APPLICABLE', 'This action does not apply to what is reported');

/**
 * A moderator acts on a card with a reason: dismiss it; hide the post or comment (reversible),
 * restore a hidden one, remove it; or warn its author. In one transaction the content changes,
 * every open report of the thing is closed, the audit log records it, and the reporters and the
 * author are told through the dispatcher (each by the channels they chose for MODERATION).
 * Anything but a restore acts on open reports only: a handled card answers 409 DISPUTE_ALREADY_HANDLED.
 */
export async function actOnDispute(services: DispatchServices, viewer: Viewer, disputeId: number, action: DisputeAction, reason: string): Promise<DisputeCase> {
  authorizeDisputes(viewer);
  const me = actingEntityId(viewer);
  const text = parseInput(reportReasonSchema, reason);
  const row = await services.prisma.dispute.findUnique({ where: { id: disputeId } });
  if (!row) throw new NotFoundError();
  const { kind, id } = disputeTarget(row.objectId);
  const onContent = action === 'hide' || action === 'remove' || action === 'restore';
  if (onContent && !HIDEABLE_KINDS.includes(kind)) throw notApplicable();
  const content = await loadDisputeContent(services.prisma, row.objectId);
  if (action === 'warn' && (content.authorId === null || kind === 'APPEAL')) throw notApplicable();
  if (action !== 'dismiss') authorizeSanction(viewer, content.authorRole);

  const outcome = await services.prisma.$transaction(async (tx) => {
    let reporters: number[] = [];
    if (action === 'restore') {
      if (row.status !== 'resolved' || !(await unhide(tx, kind, id))) throw alreadyHandled();
      await tx.dispute.updateMany({
        where: { objectId: row.objectId, resolution: 'hide' },
        data: { resolution: 'restore', resolutionReason: text, resolvedAt: new Date(), resolvedById: me },
      });
    } else {
      if (row.status !== 'open') throw alreadyHandled();
      const open = await tx.dispute.findMany({ where: { objectId: row.objectId, status: 'open' }, select: { reporterId: true } });
      const { count } = await tx.dispute.updateMany({
        where: { objectId: row.objectId, status: 'open' },
        data: { status: action === 'dismiss' ? 'dismissed' : 'resolved', resolution: action, resolutionReason: text, resolvedAt: new Date(), resolvedById: me },
      });
      if (count === 0) throw alreadyHandled();
      reporters = [...new Set(open.map(({ reporterId }) => reporterId))];
      if (action === 'hide' && !(await hide(tx, kind, id, me))) throw alreadyHandled();
      if (action === 'remove') await remove(tx, kind, id);
      // a warning stays on the person's record beside their suspensions (/admin/user/{id})
      if (action === 'warn' && content.authorRole !== null && content.authorId !== null) {
        await tx.sanction.create({ data: { kind: 'WARN', targetId: content.authorId, byId: me, reason: text } });
      }
    }
    await recordAudit(tx, {
      actorId: me,
      action: AUDIT_OF[action],
      objectId: row.objectId,
      subject: (content.title || content.text).slice(0, 120) || row.objectId,
      reason: text,
      details: { kind, disputeId: row.id, authorId: content.authorId, reporters },
    });
    const notices: Notice[] = reporters.filter((reporter) => reporter !== me).map((recipientId) => ({ recipientId, token: 'MODERATION_REPORT_HANDLED', url: null }));
    const authorToken = AUTHOR_TOKENS[action];
    if (authorToken && content.authorId !== null && content.authorId !== me) {
      notices.push({ recipientId: content.authorId, token: authorToken, url: action === 'restore' ? content.path : null, text: text });
    }
    return { staged: await stageNotices(tx, notices), status: (action === 'dismiss' ? 'dismissed' : row.status === 'open' ? 'resolved' : row.status) as DisputeStatus };
  });
  if (kind === 'POST' && onContent) publishTimelineItemChanged(services, id);
  await deliverStaged(services, outcome.staged);
  const result = await loadCase(services.prisma, row.objectId, outcome.status);
  if (!result) throw new NotFoundError();
  return result;
}

async function hide(tx: Prisma.TransactionClient, kind: DisputeKind, id: number, me: number): Promise<boolean> {
  if (kind === 'POST') return (await tx.timelineItem.updateMany({ where: { id, hiddenAt: null }, data: { hiddenAt: new Date(), hiddenById: me } })).count > 0;
  const comment = await tx.comment.findUnique({ where: { id } });
  if (!comment || comment.hiddenAt !== null) return false;
  await setCommentHidden(tx, comment, parentRef(comment.objectId), me);
  return true;
}

async function unhide(tx: Prisma.TransactionClient, kind: DisputeKind, id: number): Promise<boolean> {
  if (kind === 'POST') return (await tx.timelineItem.updateMany({ where: { id, hiddenAt: { not: null } }, data: { hiddenAt: null, hiddenById: null } })).count > 0;
  const comment = await tx.comment.findUnique({ where: { id } });
  if (!comment || comment.hiddenAt === null) return false;
  await setCommentHidden(tx, comment, parentRef(comment.objectId), null);
  return true;
}

/** The object a comment is on, as its counters are kept. */
function parentRef(objectId: string) {
  const { typename, id } = decodeGlobalID(objectId);
  return { kind: typename === 'Comment' ? ('Comment' as const) : ('TimelineItem' as const), id: Number(id), key: objectId };
}

/** Removes the reported post (the item's removed level, as its author's delete) or comment (with its sub-thread). */
async function remove(tx: Prisma.TransactionClient, kind: DisputeKind, id: number): Promise<void> {
  if (kind === 'POST') {
    const { count } = await tx.timelineItem.updateMany({ where: { id, privacy: { not: Privacy.REMOVED } }, data: { privacy: Privacy.REMOVED } });
    if (count === 0) throw new NotFoundError();
    return;
  }
  const comment = await tx.comment.findUnique({ where: { id } });
  if (!comment) throw new NotFoundError();
  await deleteCommentIn(tx, comment, parentRef(comment.objectId));
}
