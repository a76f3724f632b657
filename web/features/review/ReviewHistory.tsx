import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ReviewHistory_observation$key } from '../../__generated__/ReviewHistory_observation.graphql.ts';
import { observationMessages as m } from '../observations/observation-status-messages.ts';
import { actionMessage } from '../observations/observation-status.ts';
import '../observations/ObservationView.css';

/** A record's review history and conversation, oldest first: decisions with reasons, comments, appeals. */
export function ReviewHistory({ observation }: { observation: ReviewHistory_observation$key }) {
  const data = useFragment(
    graphql`
      fragment ReviewHistory_observation on Observation {
        reviewEvents {
          recId
          action
          message
          createdAt
          actor {
            recId
            displayName
          }
        }
      }
    `,
    observation,
  );
  const intl = useIntl();
  if (data.reviewEvents.length === 0) return <p className="obs-muted">{intl.formatMessage(m.historyEmpty)}</p>;
  return (
    <ol className="obs-history" aria-label={intl.formatMessage(m.historyTitle)}>
      {data.reviewEvents.map((event) => {
        const time = new Date(event.createdAt);
        return (
          <li key={event.recId} className={`obs-history__event obs-history__event--${event.action.toLowerCase()}`} data-testid="review-event">
            <p className="obs-history__head">
              <Link className="obs-history__actor" to={`/people/${event.actor.recId}`}>
                {event.actor.displayName}
              </Link>{' '}
              <span className="obs-history__action">{intl.formatMessage(actionMessage(event.action))}</span>
              <time className="obs-history__time" dateTime={time.toISOString()}>
                {intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            {event.message && <p className="obs-history__message">{event.message}</p>}
          </li>
        );
      })}
    </ol>
  );
}
