import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { ObservationView_observation$key } from '../../__generated__/ObservationView_observation.graphql.ts';
import { Icon, Spinner } from '../../ui/index.ts';
import { AddToCollectionAction } from '../collections/CollectionLinks.tsx';
import { ItemComments } from '../comments/ItemComments.tsx';
import { LikeButton } from '../likes/LikeButton.tsx';
import { PhotoGallery } from '../media/PhotoGallery.tsx';
import { PrivacyMenu } from '../timeline/TimelineCardPrivacy.tsx';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { privacyLevel } from '@domain/privacy.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import type { PopupState } from '../shell/navigation.ts';
import { ObservationStatusBadge, useSpeciesNames } from './ObservationListItem.tsx';
import { observationMessages as m } from './observation-status-messages.ts';
import { basisText, formatObservationDate, licenceText, lifeStageMessage, flagText } from './observation-status.ts';
import { Fact, PlaceSection } from './ObservationViewFacts.tsx';
import { ObservationContributors } from './ObservationContributors.tsx';
import { ReviewAppealForm } from '../review/ReviewAppealForm.tsx';
import { ReviewHistory } from '../review/ReviewHistory.tsx';
import '../timeline/TimelineCard.css';
import './ObservationView.css';
import '../../ui/ListCard.css';

export type ObservationViewMode = 'popup' | 'page' | 'review';

export interface ObservationViewProps {
  observation: ObservationView_observation$key;
  /** `review`: inside the validation popup (reasons always shown, no link to it) */
  mode?: ObservationViewMode;
}

/**
 * A whole record as the viewer may see it (recording §3): species, status with the review reasons
 * in plain words (and the last rejection's reason), date, place (or its 10 km cell), what was seen,
 * the data's source, its likes and comments, and for its uploader and validators the review history.
 */
export function ObservationView({ observation, mode = 'popup' }: ObservationViewProps) {
  const data = useFragment(
    graphql`
      fragment ObservationView_observation on Observation @argumentDefinitions(withReview: { type: "Boolean", defaultValue: true }) {
        id
        recId
        status
        flags
        ownedByViewer
        viewerCan {
          edit
          appeal
          discussReview
        }
        possibleDuplicateOf
        sensitive
        speciesText
        species {
          recId
          scientificName
          author
          commonNames {
            language
            name
          }
          thumbnailUrl
        }
        dateFrom
        dateTo
        timespot
        individuals
        lifeStage
        notes
        comment
        discussion
        author
        basisOfRecord
        dataSource
        dataSourceId
        licence
        media {
          ...PhotoGallery_media
        }
        createdAt
        updatedAt
        reviewedAt
        reviewer {
          recId
          displayName
        }
        uploader {
          recId
          displayName
        }
        ...ObservationContributors_observation
        place {
          generalised
          country
          region
          closestSettlement
          location
          verbatimLat
          verbatimLon
          lat
          lon
          alt
          accuracy
          locationSource
          informationWithheld
          eea1km
          eea10km
          eea100km
          utm10km
          utm2_5km
        }
        item {
          id
          privacy
          viewerCan {
            setPrivacy
          }
          ...LikeButton_likeable
          ...LikeButton_updatable
        }
        # The review history is its uploader's and validators'; a guest may not ask for it at all.
        reviewEvents @include(if: $withReview) {
          action
          message
        }
        ...ReviewHistory_observation @include(if: $withReview)
      }
    `,
    observation,
  );
  const intl = useIntl();
  const viewer = useViewer();
  const location = useLocation();
  const { common, scientific } = useSpeciesNames(data);
  const participant = data.viewerCan.discussReview;
  const background = (location.state as PopupState | null)?.background ?? location;
  const popupState = { background } satisfies PopupState;

  // The reason of the decision that left the record rejected or revoked.
  const lastDecision = [...(data.reviewEvents ?? [])].reverse().find((event) => event.action === 'REJECT' || event.action === 'REVOKE');
  const decisionReason = (data.status === ReviewStatus.REJECTED || data.status === ReviewStatus.REVOKED) && lastDecision?.message ? lastDecision.message : null;
  // The flags are for the recorder and validators (the automatic checks the record failed).
  const showFlags = data.flags.length > 0 && participant;
  const privacy = privacyLevel(data.item.privacy);

  return (
    <article className="obs-view" data-testid="observation-view" data-rec-id={data.recId}>
      <header className="obs-view__head">
        {data.species?.thumbnailUrl ? (
          <img className="obs-view__thumb" src={data.species.thumbnailUrl} alt="" width={64} height={64} />
        ) : (
          <span className="obs-view__thumb ui-list-card__thumb--none" aria-hidden="true">
            <Icon name="leaf" size={28} />
          </span>
        )}
        <div className="obs-view__titles">
          <h2 className="obs-view__name">{common ?? <i>{scientific}</i>}</h2>
          {common && (
            <p className="obs-view__scientific">
              {data.species ? (
                <Link to={`/species/${data.species.recId}`} state={popupState}>
                  <i>{scientific}</i>
                </Link>
              ) : (
                <i>{scientific}</i>
              )}{' '}
              {data.species?.author && <span className="obs-muted">{data.species.author}</span>}
            </p>
          )}
          <p className="obs-view__meta">
            <ObservationStatusBadge status={data.status} />
            <span className="obs-muted">{intl.formatMessage(m.recordNumber, { recId: data.recId })}</span>
          </p>
        </div>
      </header>

      <div className="obs-view__links">
        {data.viewerCan.edit && (
          <Link className="obs-button obs-button--small" to={`/my/observation/edit/${data.recId}`} state={popupState}>
            <Icon name="pen" size={16} />
            {intl.formatMessage(m.edit)}
          </Link>
        )}
        {viewer.can.validate && mode !== 'review' && (
          <Link className="obs-button obs-button--small" to={`/observation/review/${data.recId}`} state={popupState}>
            <Icon name="shield" size={16} />
            {intl.formatMessage(m.openInReview)}
          </Link>
        )}
        {mode !== 'review' && <AddToCollectionAction kind="OBSERVATION" targetId={data.recId} className="obs-button obs-button--small" />}
      </div>

      {decisionReason && (
        <section className="obs-status-box obs-status-box--rejected">
          <h3 className="obs-section__title">{intl.formatMessage(data.status === ReviewStatus.REVOKED ? m.revokeReason : m.rejectReason)}</h3>
          <p className="obs-status-box__reason" data-testid="decision-reason">
            {decisionReason}
          </p>
        </section>
      )}

      {showFlags && (
        <section className="obs-status-box obs-status-box--pending" data-testid="observation-flags">
          <h3 className="obs-section__title">{intl.formatMessage(m.flagsTitle)}</h3>
          <ul className="obs-reasons">
            {data.flags.map((flag) => (
              <li key={flag} data-flag={flag}>
                {flagText(intl, flag)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.viewerCan.appeal && data.status === ReviewStatus.REJECTED && <ReviewAppealForm observationId={data.id} />}

      <section className="obs-section">
        <h3 className="obs-section__title">{intl.formatMessage(m.sectionWhen)}</h3>
        <dl className="obs-facts">
          <Fact label={intl.formatMessage(m.date)}>
            <time dateTime={data.dateFrom}>{formatObservationDate(intl, data.dateFrom, data.dateTo)}</time>
          </Fact>
          {data.timespot && <Fact label={intl.formatMessage(m.timespot)}>{data.timespot}</Fact>}
        </dl>
      </section>

      <PlaceSection place={data.place} ownedByViewer={data.ownedByViewer} sensitive={data.sensitive} />

      <section className="obs-section">
        <h3 className="obs-section__title">{intl.formatMessage(m.sectionWhat)}</h3>
        <dl className="obs-facts">
          {data.individuals != null && <Fact label={intl.formatMessage(m.individuals)}>{intl.formatNumber(data.individuals)}</Fact>}
          <Fact label={intl.formatMessage(m.lifeStage)}>{intl.formatMessage(lifeStageMessage(data.lifeStage))}</Fact>
          {data.notes && (
            <Fact label={intl.formatMessage(m.notes)}>
              <span className="obs-text">{data.notes}</span>
            </Fact>
          )}
          {data.comment && (
            <Fact label={intl.formatMessage(m.comment)}>
              <span className="obs-text">{data.comment}</span>
            </Fact>
          )}
          {data.discussion && (
            <Fact label={intl.formatMessage(m.discussion)}>
              <span className="obs-text">{data.discussion}</span>
            </Fact>
          )}
          <Fact label={intl.formatMessage(m.media)}>
            {data.media.length ? <PhotoGallery media={data.media} /> : <span className="obs-muted">{intl.formatMessage(m.noMedia)}</span>}
          </Fact>
        </dl>
      </section>

      <ObservationContributors observation={data} />

      <section className="obs-section">
        <h3 className="obs-section__title">{intl.formatMessage(m.sectionData)}</h3>
        <dl className="obs-facts">
          {data.author && <Fact label={intl.formatMessage(m.author)}>{data.author}</Fact>}
          <Fact label={intl.formatMessage(m.uploader)}>
            <Link to={`/people/${data.uploader.recId}`}>{data.uploader.displayName}</Link>
          </Fact>
          <Fact label={intl.formatMessage(m.basisOfRecord)}>{basisText(intl, data.basisOfRecord)}</Fact>
          <Fact label={intl.formatMessage(m.licence)}>{licenceText(intl, data.licence)}</Fact>
          {(data.dataSource || data.dataSourceId) && (
            <Fact label={intl.formatMessage(m.dataSource)}>{[data.dataSource, data.dataSourceId].filter(Boolean).join(' · ')}</Fact>
          )}
          <Fact label={intl.formatMessage(m.createdAt)}>{intl.formatDate(new Date(data.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</Fact>
          {data.updatedAt !== data.createdAt && (
            <Fact label={intl.formatMessage(m.updatedAt)}>{intl.formatDate(new Date(data.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}</Fact>
          )}
          {data.reviewer && data.reviewedAt && (
            <Fact label={intl.formatMessage(m.reviewer)}>
              {intl.formatMessage(m.reviewerValue, {
                name: data.reviewer.displayName,
                date: intl.formatDate(new Date(data.reviewedAt), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Fact>
          )}
        </dl>
        {data.possibleDuplicateOf != null && (
          <p className="obs-note obs-note--warning">
            <Icon name="info" size={18} />
            <span>
              {intl.formatMessage(m.duplicate, { recId: data.possibleDuplicateOf })}{' '}
              <Link to={data.ownedByViewer ? `/my/observation/${data.possibleDuplicateOf}/` : `/observation/${data.possibleDuplicateOf}`}>
                #{data.possibleDuplicateOf}
              </Link>
            </span>
          </p>
        )}
      </section>

      {participant && (
        <section className="obs-section" aria-label={intl.formatMessage(m.historyTitle)}>
          <h3 className="obs-section__title">{intl.formatMessage(m.historyTitle)}</h3>
          <ReviewHistory observation={data} />
          <Link className="obs-button obs-button--small obs-section__more" to={`/observation/review/comment/${data.recId}`} state={popupState}>
            <Icon name="comment" size={16} />
            {intl.formatMessage(m.conversation)}
          </Link>
        </section>
      )}

      <section className="obs-section" aria-label={intl.formatMessage(m.likesComments)}>
        <h3 className="obs-section__title">{intl.formatMessage(m.likesComments)}</h3>
        <div className="obs-social">
          <LikeButton likeable={data.item} updatable={data.item} />
          <span className="obs-social__spacer" />
          {data.item.viewerCan.setPrivacy ? (
            <PrivacyMenu itemId={data.item.id} privacy={data.item.privacy} />
          ) : (
            <span
              className="home-card__privacy"
              role="img"
              aria-label={intl.formatMessage(privacyMessages[privacy])}
              title={intl.formatMessage(privacyMessages[privacy])}
            >
              <Icon name={privacy === 'anybody' ? 'lockOpen' : 'lock'} size={18} />
            </span>
          )}
        </div>
        <Suspense fallback={<Spinner />}>
          <ItemComments itemId={data.item.id} />
        </Suspense>
      </section>
    </article>
  );
}
