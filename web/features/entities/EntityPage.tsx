import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { EntityPageQuery } from '../../__generated__/EntityPageQuery.graphql.ts';
import { tokenMessages } from '../../i18n/tokens.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { StatusPage } from '../shell/StatusPages.tsx';
import { EntityProfile } from './EntityProfile.tsx';
import { entityMessages } from './messages.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './entities.css';

/** The route component of `/entity/{id}` and `/people/{id}` (a person's entity page). */
const EntityPage: RouteScreenComponent<{ main?: EntityPageQuery }> = ({ queries }) => {
  const query = optionalQuery<EntityPageQuery>(queries.main);
  return (
    <RouteScreen className="entities-page" loadingClassName="entities-loading" spinnerSize="large">
      {query ? <EntityPageContent query={query} /> : <EntityNotFound />}
    </RouteScreen>
  );
};
export default EntityPage;

export function EntityNotFound() {
  const intl = useIntl();
  return <StatusPage title={intl.formatMessage(tokenMessages.NOT_FOUND)} text={intl.formatMessage(entityMessages.notFound)} />;
}

function EntityPageContent({ query }: { query: PreloadedQuery<EntityPageQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query EntityPageQuery($recId: Int!) {
        entity(recId: $recId) {
          ...EntityProfile_entity
        }
      }
    `,
    query,
  );
  return data.entity ? <EntityProfile entity={data.entity} /> : <EntityNotFound />;
}
