import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { EntityPageQuery } from '../../__generated__/EntityPageQuery.graphql.ts';
import { tokenMessages } from '../../i18n/tokens.ts';
import { StatusPage } from '../shell/StatusPages.tsx';
import { routeRecId } from './entity-route.ts';
import { EntityProfile } from './EntityProfile.tsx';
import { entityMessages } from './messages.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './entities.css';

/** The route component of `/entity/{id}` and `/people/{id}` (a person's entity page). */
export default function EntityPage() {
  const { id } = useParams();
  const recId = routeRecId(id);
  return (
    <RouteScreen className="entities-page" loadingClassName="entities-loading" spinnerSize="large">
      {recId === null ? <EntityNotFound /> : <EntityPageContent recId={recId} />}
    </RouteScreen>
  );
}

export function EntityNotFound() {
  const intl = useIntl();
  return <StatusPage title={intl.formatMessage(tokenMessages.NOT_FOUND)} text={intl.formatMessage(entityMessages.notFound)} />;
}

function EntityPageContent({ recId }: { recId: number }) {
  const data = useLazyLoadQuery<EntityPageQuery>(
    graphql`
      query EntityPageQuery($recId: Int!) {
        entity(recId: $recId) {
          ...EntityProfile_entity
        }
      }
    `,
    { recId },
    { fetchPolicy: 'store-and-network' },
  );
  return data.entity ? <EntityProfile entity={data.entity} /> : <EntityNotFound />;
}
