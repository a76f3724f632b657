import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { DisputeCard_dispute$key } from '../../__generated__/DisputeCard_dispute.graphql.ts';
import type { DisputeCardActMutation } from '../../__generated__/DisputeCardActMutation.graphql.ts';
import { type DisputeAction, HIDEABLE_KINDS } from '@domain/disputes.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { adminDisputesMessages as m, disputeActionDone, disputeActionNames, disputeKindNames } from './messages.ts';

/** The actions a card offers: what the server would accept for its kind, status and content. */
function actionsOf(dispute: { kind: string; status: string; content: { exists: boolean; hidden: boolean; authorRecId: number | null | undefined } }): DisputeAction[] {
  const hideable = (HIDEABLE_KINDS as readonly string[]).includes(dispute.kind) && dispute.content.exists;
  if (dispute.status !== 'open') return hideable && dispute.content.hidden ? ['restore'] : [];
  const actions: DisputeAction[] = ['dismiss'];
  if (hideable && !dispute.content.hidden) actions.push('hide');
  if (hideable) actions.push('remove');
  if (dispute.content.exists && dispute.content.authorRecId != null && dispute.kind !== 'APPEAL') actions.push('warn');
  return actions;
}

/** One card of the queue: the reported thing in context, its reports and counts, and the moderator's actions with a reason. */
export function DisputeCard({ dispute: key, onChanged }: { dispute: DisputeCard_dispute$key; onChanged: () => void }) {
  const intl = useIntl();
  const reasonId = useId();
  const alert = useAlert();
  const confirm = useConfirm();
  const toast = useToast();
  const requestError = useRequestErrorAlert();
  const [reason, setReason] = useState('');
  const dispute = useFragment(
    graphql`
      fragment DisputeCard_dispute on Dispute {
        id
        kind
        status
        createdAt
        earlierReports
        authorReports
        resolution
        resolutionReason
        resolvedAt
        reports {
          recId
          reporterRecId
          reporterName
          reason
          createdAt
        }
        content {
          exists
          title
          text
          authorRecId
          authorName
          authorIsPerson
          context
          path
          hidden
        }
      }
    `,
    key,
  );
  const [commit, acting] = useMutation<DisputeCardActMutation>(graphql`
    mutation DisputeCardActMutation($id: ID!, $action: DisputeAction!, $reason: String!) {
      actOnDispute(id: $id, action: $action, reason: $reason) {
        __typename
        ... on ActOnDisputePayload {
          dispute {
            ...DisputeCard_dispute
          }
        }
        ...mutationError_error
      }
    }
  `);
  const { content } = dispute;
  const date = (value: unknown) => intl.formatDate(new Date(String(value)), { dateStyle: 'medium', timeStyle: 'short' });

  const act = async (action: DisputeAction) => {
    const text = reason.trim();
    if (!text) return void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: intl.formatMessage(m.reasonRequired) });
    if (action === 'remove' && !(await confirm({ message: intl.formatMessage(m.confirmRemove), destructive: true }))) return;
    commit({
      variables: { id: dispute.id, action, reason: text },
      onCompleted: ({ actOnDispute: result }) => {
        const error = mutationError(result);
        if (error) {
          void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error.fields[0]?.code ?? error.code) });
          return;
        }
        toast(intl.formatMessage(disputeActionDone[action]), { kind: 'success' });
        setReason('');
        onChanged();
      },
      onError: (error) => void requestError(error),
    });
  };

  const actions = actionsOf(dispute);
  const authorLink = content.authorRecId != null && content.authorIsPerson ? `/admin/user/${content.authorRecId}` : content.path;
  return (
    <article className="admin-disputes__card" data-testid="dispute-card" data-kind={dispute.kind}>
      <header className="admin-disputes__head">
        <span className="admin-disputes__kind">{intl.formatMessage(disputeKindNames[dispute.kind as keyof typeof disputeKindNames] ?? disputeKindNames.OTHER)}</span>
        {content.hidden && <span className="admin-disputes__badge">{intl.formatMessage(m.hidden)}</span>}
        <time className="admin-disputes__muted" dateTime={String(dispute.createdAt)}>
          {date(dispute.createdAt)}
        </time>
      </header>
      {content.exists ? (
        <div className="admin-disputes__content">
          {content.title && <h2 className="admin-disputes__title">{content.title}</h2>}
          {content.text && <blockquote data-testid="dispute-text">{content.text}</blockquote>}
          {content.context && (
            <p className="admin-disputes__muted">
              {intl.formatMessage(
                dispute.kind === 'APPEAL' ? m.appealedDecision : m.onPost,
                dispute.kind === 'APPEAL' ? { decision: content.context } : { title: content.context },
              )}
            </p>
          )}
          {content.authorName && (
            <p>
              {authorLink ? (
                <Link to={authorLink} data-testid="dispute-author">
                  {intl.formatMessage(dispute.kind === 'ENTITY' ? m.reported : m.author, { name: content.authorName })}
                </Link>
              ) : (
                intl.formatMessage(m.author, { name: content.authorName })
              )}
            </p>
          )}
          {content.path && (
            <Link to={content.path} className="admin-disputes__link">
              {intl.formatMessage(dispute.kind === 'APPEAL' ? m.decideAppeal : m.open)}
            </Link>
          )}
        </div>
      ) : (
        <p className="admin-disputes__muted">{intl.formatMessage(m.gone)}</p>
      )}
      <section>
        <h3 className="admin-disputes__subhead">{intl.formatMessage(m.reports, { count: dispute.reports.length })}</h3>
        <ul className="admin-disputes__reports" data-testid="dispute-reports">
          {dispute.reports.map((report) => (
            <li key={report.recId}>
              {report.reason}
              <span className="admin-disputes__muted">
                {' — '}
                <Link to={`/admin/user/${report.reporterRecId}`}>{intl.formatMessage(m.reportBy, { name: report.reporterName, date: date(report.createdAt) })}</Link>
              </span>
            </li>
          ))}
        </ul>
        <p className="admin-disputes__muted" data-testid="dispute-counts">
          {intl.formatMessage(m.earlierReports, { count: dispute.earlierReports })} · {intl.formatMessage(m.authorReports, { count: dispute.authorReports })}
        </p>
      </section>
      {dispute.resolution && dispute.status !== 'open' && (
        <p className="admin-disputes__resolution" data-testid="dispute-resolution">
          {intl.formatMessage(m.resolution, {
            action: intl.formatMessage(disputeActionNames[dispute.resolution as DisputeAction] ?? disputeActionNames.dismiss),
            date: date(dispute.resolvedAt),
          })}
          {dispute.resolutionReason && <span className="admin-disputes__muted"> — {dispute.resolutionReason}</span>}
        </p>
      )}
      {actions.length > 0 && (
        <form
          className="admin-disputes__form"
          onSubmit={(event) => {
            event.preventDefault();
            void act(actions[0]!);
          }}
        >
          <label htmlFor={reasonId}>{intl.formatMessage(m.reason)}</label>
          <textarea id={reasonId} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} data-testid="dispute-reason" />
          <div className="admin-disputes__actions">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                disabled={acting}
                className={action === 'remove' ? 'admin-disputes__danger' : undefined}
                onClick={() => void act(action)}
                data-testid={`dispute-${action}`}
              >
                {intl.formatMessage(disputeActionNames[action])}
              </button>
            ))}
            {dispute.status === 'open' && content.authorIsPerson && content.authorRecId != null && (
              <Link to={`/admin/user/${content.authorRecId}`} className="admin-disputes__link">
                {intl.formatMessage(m.suspend)}
              </Link>
            )}
          </div>
        </form>
      )}
    </article>
  );
}
