import type { DisputeCase } from './disputes.ts';

/** A card of the dispute queue in the REST shape (snake_case). */
export function disputeForRest(dispute: DisputeCase) {
  const { content } = dispute;
  return {
    id: dispute.id,
    object_id: dispute.objectId,
    kind: dispute.kind,
    status: dispute.status,
    created_at: dispute.createdAt.toISOString(),
    reports: dispute.reports.map((report) => ({
      id: report.id,
      reporter: { id: report.reporterId, display_name: report.reporterName },
      reason: report.reason,
      created_at: report.createdAt.toISOString(),
    })),
    content: {
      exists: content.exists,
      title: content.title,
      text: content.text,
      author: content.authorId === null ? null : { id: content.authorId, display_name: content.authorName },
      context: content.context,
      path: content.path,
      hidden: content.hidden,
    },
    earlier_reports: dispute.earlierReports,
    author_reports: dispute.authorReports,
    resolution: dispute.resolution,
    resolution_reason: dispute.resolutionReason,
    resolved_at: dispute.resolvedAt?.toISOString() ?? null,
  };
}
