import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TimelineCardAnswers_item$key } from '../../__generated__/TimelineCardAnswers_item.graphql';
import { Icon } from '../../ui/index.ts';
import { ellipsis } from './ellipsis.ts';
import { homeMessages } from './messages.ts';
import { describeRelativeTime, formatRelativeTime } from './relative-time.ts';
import { itemHref } from '../home/timeline-item.ts';
import './TimelineCardAnswers.css';

/** How many answers a question's card shows; one more is asked for to know whether there are others. */
export const CARD_ANSWERS = 3;
/** How much of an answer's text a card shows. */
const ANSWER_TEXT_MAX = 140;

/**
 * The answers to a question under its card (social-core §3 timeline answer items): each answerer's
 * picture and name, the answer, when, and its likes and replies. The server sends only the answers
 * the viewer may see; a card with more answers links to the question's page for the rest.
 */
export function TimelineCardAnswers({ item: itemKey, now }: { item: TimelineCardAnswers_item$key; now: Date }) {
  const intl = useIntl();
  const item = useFragment(
    graphql`
      fragment TimelineCardAnswers_item on TimelineItem {
        category
        url
        answers(first: 4) {
          recId
          profileImage
          displayName
          answerText
          evaluationCount
          commentCount
          time
        }
      }
    `,
    itemKey,
  );
  if (item.category !== 'QUESTION' || item.answers.length === 0) return null;
  const shown = item.answers.slice(0, CARD_ANSWERS);
  const href = itemHref(item.url);
  return (
    <section className="home-answers" aria-label={intl.formatMessage(homeMessages.answers)} data-testid="timeline-card-answers">
      <ul className="home-answers__list">
        {shown.map((answer) => {
          const time = new Date(answer.time);
          return (
            <li key={answer.recId} className="home-answers__answer" data-testid="timeline-card-answer">
              {answer.profileImage ? (
                <img className="home-answers__avatar" src={answer.profileImage} alt="" loading="lazy" />
              ) : (
                <span className="home-answers__avatar" aria-hidden="true">
                  {Array.from(answer.displayName.trim())[0]?.toLocaleUpperCase() ?? ''}
                </span>
              )}
              <div className="home-answers__body">
                <p className="home-answers__text">
                  <strong className="home-answers__name">{answer.displayName}</strong> {ellipsis(answer.answerText, ANSWER_TEXT_MAX)}
                </p>
                <p className="home-answers__meta">
                  <time dateTime={time.toISOString()}>{formatRelativeTime(intl, describeRelativeTime(time, now))}</time>
                  {answer.evaluationCount > 0 && (
                    <span aria-label={intl.formatMessage(homeMessages.answerLikes, { count: answer.evaluationCount })}>
                      <Icon name="heart" size={14} /> {answer.evaluationCount}
                    </span>
                  )}
                  {answer.commentCount > 0 && (
                    <span aria-label={intl.formatMessage(homeMessages.answerReplies, { count: answer.commentCount })}>
                      <Icon name="comment" size={14} /> {answer.commentCount}
                    </span>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {item.answers.length > CARD_ANSWERS && href && (
        <Link to={`${href}${href.includes('?') ? '&' : '?'}op=comment`} className="home-answers__more">
          {intl.formatMessage(homeMessages.moreAnswers)}
        </Link>
      )}
    </section>
  );
}
