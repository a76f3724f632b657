import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ConversationPageQuery } from '../../__generated__/ConversationPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { messagesMessages as m } from './messages.ts';
import './messages.css';

/** The route component of `/message/board/{id}`: one conversation as a thread, new messages arriving live, a reply at its foot. */
const ConversationPage: RouteScreenComponent<{ main: ConversationPageQuery }> = ({ queries }) => (
  <RouteScreen className="messages-page messages-page--thread">
    <Conversation query={queries.main} />
  </RouteScreen>
);
export default ConversationPage;

function Conversation({ query }: { query: PreloadedQuery<ConversationPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery(
    graphql`
      query ConversationPageQuery($with: ID!, $count: Int!) {
        correspondent: node(id: $with) {
          ... on Entity {
            id
            recId
            type
            displayName
            profileImageUrl
          }
        }
        ...ConversationThread_query @arguments(with: $with, count: $count)
      }
    `,
    query,
  );
  const correspondent = data.correspondent;
  if (!correspondent?.id || correspondent.recId === undefined) return <p className="messages-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>;
  const page = correspondent.type === 0 ? `/people/${correspondent.recId}` : `/entity/${correspondent.recId}`;
  return (
    <>
      <header className="messages-thread__head">
        <EntityAvatar name={correspondent.displayName ?? ''} imageUrl={correspondent.profileImageUrl} />
        <h1 className="messages-thread__title">
          <Link to={page}>{correspondent.displayName}</Link>
        </h1>
        <Link className="messages-button messages-button--quiet" to="/message/board/">
          {intl.formatMessage(m.conversations)}
        </Link>
      </header>
      <ConversationThread query={data} correspondent={{ id: correspondent.id, recId: correspondent.recId }} />
    </>
  );
}
