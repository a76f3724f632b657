import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MediaReviewCard_media$key } from '../../__generated__/MediaReviewCard_media.graphql.ts';
import type { MediaReviewCardMutation } from '../../__generated__/MediaReviewCardMutation.graphql.ts';
import type { MediaReviewAction } from '@domain/media-review.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { Icon, useAlert, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { adminMediaMessages as m, mediaReviewActionDone, mediaReviewActionNames } from './messages.ts';

/** The server's thumbnail size (a square). */
const THUMB_SIZE = 240;

/** The actions that apply to a medium as it is (the server answers 409 to the others). */
function actionsOf(review: { hidden: boolean; reviewedAt: unknown; flag: string | null | undefined }): MediaReviewAction[] {
  if (review.hidden) return ['restore'];
  const actions: MediaReviewAction[] = [];
  if (review.reviewedAt == null || review.flag != null) actions.push('approve');
  actions.push('hide');
  if (review.flag !== 'NOT_LEPIDOPTERA') actions.push('notLepidoptera');
  if (review.flag !== 'WRONG_SPECIES') actions.push('wrongSpecies');
  return actions;
}

/** One medium of the review grid: its thumbnail, owner, date, record and species, open reports, and the actions with an optional note. */
export function MediaReviewCard({ media: key, onChanged }: { media: MediaReviewCard_media$key; onChanged: () => void }) {
  const intl = useIntl();
  const noteId = useId();
  const alert = useAlert();
  const toast = useToast();
  const requestError = useRequestErrorAlert();
  const [note, setNote] = useState('');
  const media = useFragment(
    graphql`
      fragment MediaReviewCard_media on Media {
        id
        recId
        thumb
        title
        fileName
        createdAt
        review {
          reviewedAt
          hidden
          flag
          note
          ownerName
          ownerRecId
          recordRecId
          speciesName
          openReports
          reports
        }
      }
    `,
    key,
  );
  const [commit, acting] = useMutation<MediaReviewCardMutation>(graphql`
    mutation MediaReviewCardMutation($id: ID!, $action: MediaReviewAction!, $note: String) {
      reviewMedia(id: $id, action: $action, note: $note) {
        __typename
        ... on ReviewMediaPayload {
          media {
            ...MediaReviewCard_media
          }
        }
        ...mutationError_error
      }
    }
  `);
  const review = media.review;
  if (!review) return null;

  const act = (action: MediaReviewAction) => {
    commit({
      variables: { id: media.id, action, note: note.trim() || null },
      onCompleted: ({ reviewMedia: result }) => {
        const error = mutationError(result);
        if (error) {
          void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error.fields[0]?.code ?? error.code) });
          return;
        }
        toast(intl.formatMessage(mediaReviewActionDone[action]), { kind: 'success' });
        setNote('');
        onChanged();
      },
      onError: (error) => void requestError(error),
    });
  };

  const name = media.title || media.fileName;
  const flag = review.flag === 'NOT_LEPIDOPTERA' ? m.flagNotLepidoptera : review.flag === 'WRONG_SPECIES' ? m.flagWrongSpecies : null;
  return (
    <article className="admin-media__card" data-testid="media-review-card" data-media={media.recId}>
      <Link to={`/media/${media.recId}`} className="admin-media__thumb" aria-label={`${intl.formatMessage(m.open)}: ${name}`}>
        {media.thumb ? <img src={media.thumb} alt="" width={THUMB_SIZE} height={THUMB_SIZE} decoding="async" loading="lazy" /> : <Icon name="image" size={32} />}
      </Link>
      <div className="admin-media__body">
        <div className="admin-media__badges">
          {review.hidden && <span className="admin-media__badge admin-media__badge--hidden">{intl.formatMessage(m.hidden)}</span>}
          {flag && <span className="admin-media__badge">{intl.formatMessage(flag)}</span>}
          {!review.hidden && !flag && review.reviewedAt != null && <span className="admin-media__badge">{intl.formatMessage(m.reviewed)}</span>}
        </div>
        <p className="admin-media__line">
          <Link to={`/admin/user/${review.ownerRecId}`}>{intl.formatMessage(m.owner, { name: review.ownerName })}</Link>
        </p>
        <p className="admin-media__muted">
          <time dateTime={String(media.createdAt)}>{intl.formatDate(new Date(String(media.createdAt)), { dateStyle: 'medium' })}</time>
        </p>
        {review.recordRecId != null ? (
          <p className="admin-media__line" data-testid="media-review-record">
            <Link to={`/observation/${review.recordRecId}`}>{intl.formatMessage(m.record, { id: review.recordRecId })}</Link>
            {review.speciesName && <em> {review.speciesName}</em>}
          </p>
        ) : (
          <p className="admin-media__muted">{intl.formatMessage(m.noSpecies)}</p>
        )}
        {review.openReports > 0 && (
          <div className="admin-media__reports">
            <strong>{intl.formatMessage(m.reports, { count: review.openReports })}</strong>
            <ul>
              {review.reports.map((reason, index) => (
                <li key={index}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
        {review.note && <blockquote className="admin-media__muted">{review.note}</blockquote>}
        <label htmlFor={noteId} className="admin-media__muted">
          {intl.formatMessage(m.note)}
        </label>
        <textarea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} data-testid="media-review-note" />
        <div className="admin-media__actions">
          {actionsOf(review).map((action) => (
            <button
              key={action}
              type="button"
              disabled={acting}
              className={action === 'hide' ? 'admin-media__danger' : undefined}
              onClick={() => act(action)}
              data-testid={`media-review-${action}`}
            >
              {intl.formatMessage(mediaReviewActionNames[action])}
            </button>
          ))}
        </div>
      </div>
    </article>
  );
}
