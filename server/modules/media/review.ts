import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Media, MediaReviewFlag, Prisma } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { MEDIA_REVIEW_NOTE_MAX, type MediaReviewAction, type MediaReviewTab } from '@domain/media-review.ts';
import type { NotificationToken } from '@domain/notification-kinds.ts';
import { recordAudit } from '../audit/log.ts';
import { disputeTarget } from '../moderation/disputes.ts';
import { authorizeDisputes, authorizeSanction } from '../moderation/policy.ts';
import { deliverStaged, type DispatchServices, type Notice, stageNotices } from '../notifications/dispatcher.ts';
import type { Db } from '../objects/registry.ts';
import { publishTimelineItemChanged } from '../timeline/events.ts';
import { MEDIA_ORDER, mediaUrls, visibleMedia } from './service.ts';

/**
 * Media review (issue 21 part 4, `/admin/media/review/`): moderators and admins go through new
 * media, media with open reports and hidden media; they approve a medium, hide it (it is then
 * gone from every path but theirs: `visibleMedia`), restore it, or flag it as not a lepidopteran
 * or as the wrong species. Each act is audited and told to the owner in the same transaction.
 */

/** The global id reports of a medium carry (Dispute.objectId). */
export const mediaObjectId = (id: number): string => encodeGlobalID('Media', id);

/** The media with open reports, by the reports' global ids. */
async function reportedMediaIds(db: Db): Promise<number[]> {
  const rows = await db.dispute.findMany({ where: { status: 'open' }, select: { objectId: true }, distinct: ['objectId'] });
  return rows.map(({ objectId }) => disputeTarget(objectId)).flatMap(({ kind, id }) => (kind === 'MEDIA' && id > 0 ? [id] : []));
}

/** The filter of a tab, inside what the reviewer may see. */
async function tabWhere(db: Db, viewer: Viewer, tab: MediaReviewTab): Promise<Prisma.MediaWhereInput> {
  const tabFilter: Prisma.MediaWhereInput =
    tab === 'new' ? { reviewedAt: null, hiddenAt: null } : tab === 'hidden' ? { hiddenAt: { not: null } } : { id: { in: await reportedMediaIds(db) } };
  return { AND: [visibleMedia(viewer), tabFilter] };
}

/** A page of the review queue, newest first, with its size (moderators and admins). */
export async function mediaReviewQueue(services: Services, viewer: Viewer, tab: MediaReviewTab, page: { skip: number; take: number }) {
  authorizeDisputes(viewer);
  const where = await tabWhere(services.prisma, viewer, tab);
  const [rows, total] = await Promise.all([
    services.prisma.media.findMany({ where, orderBy: MEDIA_ORDER, skip: page.skip, take: page.take }),
    services.prisma.media.count({ where }),
  ]);
  return { rows, total };
}

/** What the reviewer sees beside a medium: its owner, its record and species, its open reports. */
export interface MediaReviewInfo {
  ownerId: number;
  ownerName: string;
  recordId: number | null;
  speciesName: string | null;
  openReports: number;
  reports: string[];
}

export async function mediaReviewInfo(db: Db, media: Pick<Media, 'id' | 'ownerId'>): Promise<MediaReviewInfo> {
  const [owner, attachment, reports] = await Promise.all([
    db.entity.findUnique({ where: { id: media.ownerId }, select: { displayName: true } }),
    db.mediaAttachment.findFirst({
      where: { mediaId: media.id, item: { observation: { isNot: null } } },
      orderBy: { itemId: 'asc' },
      select: { item: { select: { observation: { select: { id: true, speciesText: true, species: { select: { genus: true, species: true } } } } } } },
    }),
    db.dispute.findMany({ where: { objectId: mediaObjectId(media.id), status: 'open' }, orderBy: { id: 'asc' }, select: { reason: true } }),
  ]);
  const record = attachment?.item.observation ?? null;
  return {
    ownerId: media.ownerId,
    ownerName: owner?.displayName ?? '',
    recordId: record?.id ?? null,
    speciesName: record ? (record.species ? `${record.species.genus} ${record.species.species}` : record.speciesText || null) : null,
    openReports: reports.length,
    reports: reports.map(({ reason }) => reason),
  };
}

const noteSchema = z.object({ note: z.string().trim().max(MEDIA_REVIEW_NOTE_MAX).nullish() });

const AUDIT_OF = {
  approve: 'MEDIA_APPROVE',
  hide: 'MEDIA_HIDE',
  restore: 'MEDIA_RESTORE',
  notLepidoptera: 'MEDIA_FLAG',
  wrongSpecies: 'MEDIA_FLAG',
} as const satisfies Record<MediaReviewAction, string>;

const OWNER_TOKENS: Partial<Record<MediaReviewAction, NotificationToken>> = {
  hide: 'MODERATION_MEDIA_HIDDEN',
  restore: 'MODERATION_MEDIA_RESTORED',
  notLepidoptera: 'MODERATION_MEDIA_NOT_LEPIDOPTERA',
  wrongSpecies: 'MODERATION_MEDIA_WRONG_SPECIES',
};

const FLAG_OF: Partial<Record<MediaReviewAction, MediaReviewFlag>> = { notLepidoptera: 'NOT_LEPIDOPTERA', wrongSpecies: 'WRONG_SPECIES' };

const notApplicable = () => new ConflictError('MEDIA_REVIEW_NOT_APPLICABLE', 'This action does not apply to the medium as it is');

/**
 * Whether an action applies to a medium as it is: approve an unreviewed or flagged one, hide a
 * visible one, restore a hidden one, flag a visible one not flagged so already.
 */
function applies(media: Pick<Media, 'reviewedAt' | 'hiddenAt' | 'reviewFlag'>, action: MediaReviewAction): boolean {
  switch (action) {
    case 'approve':
      return media.hiddenAt === null && (media.reviewedAt === null || media.reviewFlag !== null);
    case 'hide':
      return media.hiddenAt === null;
    case 'restore':
      return media.hiddenAt !== null;
    case 'notLepidoptera':
    case 'wrongSpecies':
      return media.hiddenAt === null && media.reviewFlag !== FLAG_OF[action];
  }
}

/**
 * A reviewer acts on a medium. In one transaction: the medium changes (a hidden one also leaves
 * the timeline cards that showed its thumbnail, and its open reports are resolved as a dispute's
 * hide resolves them; an approval dismisses them), the audit log records it, and the owner (and
 * for a hide or an approval the reporters) are told through the dispatcher. An action that does
 * not apply answers 409 MEDIA_REVIEW_NOT_APPLICABLE; a hide or restore of an admin's medium needs
 * an admin (the sanction rule).
 */
export async function reviewMedia(services: DispatchServices, viewer: Viewer, id: number, action: MediaReviewAction, rawNote?: string | null): Promise<Media> {
  authorizeDisputes(viewer);
  const me = actingEntityId(viewer);
  const { note } = parseInput(noteSchema, { note: rawNote });
  const text = note || null;
  const media = await services.prisma.media.findUnique({ where: { id } });
  if (!media) throw new NotFoundError();
  if (action === 'hide' || action === 'restore') {
    const owner = await services.prisma.user.findUnique({ where: { entityId: media.ownerId }, select: { role: true } });
    authorizeSanction(viewer, owner?.role ?? null);
  }
  if (!applies(media, action)) throw notApplicable();
  const objectId = mediaObjectId(id);
  const thumb = mediaUrls(media).thumb;
  const now = new Date();

  const outcome = await services.prisma.$transaction(async (tx) => {
    // the state read above must still hold: a concurrent act answers 409
    const guard: Prisma.MediaWhereInput = { id, hiddenAt: media.hiddenAt, reviewedAt: media.reviewedAt, reviewFlag: media.reviewFlag };
    let data: Prisma.MediaUpdateManyMutationInput;
    let reporters: number[] = [];
    let items: number[] = [];
    const details: Record<string, Prisma.InputJsonValue | null> = { ownerId: media.ownerId };
    switch (action) {
      case 'approve':
        data = { reviewedAt: now, reviewedById: me, reviewFlag: null, reviewNote: null };
        break;
      case 'hide':
        data = { hiddenAt: now, hiddenById: me, reviewedAt: now, reviewedById: me };
        break;
      case 'restore':
        data = { hiddenAt: null, hiddenById: null };
        break;
      default:
        data = { reviewedAt: now, reviewedById: me, reviewFlag: FLAG_OF[action] ?? null, reviewNote: text };
    }
    const { count } = await tx.media.updateMany({ where: guard, data });
    if (count === 0) throw notApplicable();

    if (action === 'hide' || action === 'approve') {
      const open = await tx.dispute.findMany({ where: { objectId, status: 'open' }, select: { reporterId: true } });
      reporters = [...new Set(open.map(({ reporterId }) => reporterId))];
      if (open.length) {
        await tx.dispute.updateMany({
          where: { objectId, status: 'open' },
          data: {
            status: action === 'hide' ? 'resolved' : 'dismissed',
            resolution: action === 'hide' ? 'hide' : 'dismiss',
            resolutionReason: text ?? '',
            resolvedAt: now,
            resolvedById: me,
          },
        });
      }
      details.reporters = reporters;
    }
    if (action === 'hide' && thumb) {
      // the timeline cards that showed it as their picture lose it (the file answers 404 now)
      items = (await tx.timelineItem.findMany({ where: { thumbnailImageUrl: thumb }, select: { id: true } })).map((item) => item.id);
      if (items.length) await tx.timelineItem.updateMany({ where: { id: { in: items } }, data: { thumbnailImageUrl: null } });
      details.items = items;
    }
    if (action === 'restore') {
      await tx.dispute.updateMany({
        where: { objectId, resolution: 'hide' },
        data: { resolution: 'restore', resolutionReason: text ?? '', resolvedAt: now, resolvedById: me },
      });
      // the cards the hide took the picture from get it back
      const hidden = await tx.auditEntry.findFirst({ where: { objectId, action: 'MEDIA_HIDE' }, orderBy: { id: 'desc' }, select: { details: true } });
      const stored = (hidden?.details as { items?: unknown } | null)?.items;
      items = Array.isArray(stored) ? stored.filter((item): item is number => typeof item === 'number') : [];
      if (items.length && thumb) await tx.timelineItem.updateMany({ where: { id: { in: items }, thumbnailImageUrl: null }, data: { thumbnailImageUrl: thumb } });
    }
    if (FLAG_OF[action]) details.flag = FLAG_OF[action] ?? null;

    await recordAudit(tx, {
      actorId: me,
      action: AUDIT_OF[action],
      objectId,
      subject: (media.title || media.fileName || `#${id}`).slice(0, 120),
      reason: text,
      details,
    });
    const notices: Notice[] = reporters.filter((reporter) => reporter !== me).map((recipientId) => ({ recipientId, token: 'MODERATION_REPORT_HANDLED', url: null }));
    const ownerToken = OWNER_TOKENS[action];
    if (ownerToken && media.ownerId !== me) {
      notices.push({ recipientId: media.ownerId, token: ownerToken, url: action === 'hide' ? null : `/media/info/view/${id}`, text });
    }
    return { staged: await stageNotices(tx, notices), items };
  });
  for (const item of outcome.items) publishTimelineItemChanged(services, item);
  await deliverStaged(services, outcome.staged);
  return services.prisma.media.findUniqueOrThrow({ where: { id } });
}
