import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SavedLocationsPopupDeleteMutation } from '../../__generated__/SavedLocationsPopupDeleteMutation.graphql.ts';
import type { SavedLocationsPopupQuery } from '../../__generated__/SavedLocationsPopupQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Icon, useConfirm, useFailureToast, useToast } from '../../ui/index.ts';
import { observationMessages as m } from '../observations/observation-status-messages.ts';
import { SavedLocationPlace } from './SavedLocationsHistoryPage.tsx';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { LocalityNameForm } from './LocalityNameForm.tsx';
import { localityMessages } from './locality-messages.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import '../observations/ObservationList.css';
import './SavedLocations.css';
import { mutationError } from '../../relay/mutation-error.ts';

const deleteMutation = graphql`
  mutation SavedLocationsPopupDeleteMutation($id: ID!) {
    deleteSavedLocation(id: $id) {
      __typename
      ... on DeleteLocationPayload {
        deletedId
      }
      ...mutationError_error
    }
  }
`;

/**
 * The route component of `/my/location/` (login forced): the viewer's saved places, each renamed in
 * place (the locality edit, texts in the `editing` catalog part) or deleted after a confirmation.
 */
const SavedLocationsPopup: RouteScreenComponent<{ main: SavedLocationsPopupQuery }> = ({ queries }) => (
  <RouteScreen loadingClassName="obs-loading">
    <Suspense fallback={null}>
      <PartTexts part="editing">
        <SavedLocations query={queries.main} />
      </PartTexts>
    </Suspense>
  </RouteScreen>
);
export default SavedLocationsPopup;

function SavedLocations({ query }: { query: PreloadedQuery<SavedLocationsPopupQuery> }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useFailureToast();
  const { viewer } = usePreloadedQuery(
    graphql`
      query SavedLocationsPopupQuery {
        viewer {
          savedLocations {
            id
            name
            location
            closestSettlement
            region
            country
            lat
            lon
            verbatimLat
            verbatimLon
            alt
            accuracy
            updatedAt
          }
        }
      }
    `,
    query,
  );
  const [commitDelete, deleting] = useMutation<SavedLocationsPopupDeleteMutation>(deleteMutation);
  const [renaming, setRenaming] = useState<string | null>(null);

  const remove = async (id: string, name: string) => {
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      title: name,
      confirmLabel: intl.formatMessage(m.locationDelete),
      destructive: true,
    });
    if (!confirmed) return;
    commitDelete({
      variables: { id },
      updater: (store, response) => {
        if (response?.deleteSavedLocation.__typename !== 'DeleteLocationPayload') return;
        const owner = store.getRoot().getLinkedRecord('viewer');
        const places = owner?.getLinkedRecords('savedLocations');
        if (owner && places)
          owner.setLinkedRecords(
            places.filter((place) => place?.getDataID() !== id),
            'savedLocations',
          );
      },
      onCompleted: ({ deleteSavedLocation: result }) => {
        if (result.__typename === 'DeleteLocationPayload') toast(intl.formatMessage(m.locationDeleted), { kind: 'success' });
        else failed(mutationError(result)?.code);
      },
      onError: () => failed(),
    });
  };

  return (
    <section className="obs-places" aria-label={intl.formatMessage(m.locationsTitle)}>
      <h2 className="obs-places__title">{intl.formatMessage(m.locationsTitle)}</h2>
      {viewer.savedLocations.length === 0 ? (
        <p className="obs-empty">{intl.formatMessage(m.locationsEmpty)}</p>
      ) : (
        <ul className="obs-places__list" aria-label={intl.formatMessage(m.locationsLabel)}>
          {viewer.savedLocations.map((place) => {
            const name = place.name.trim() || place.location?.trim() || place.closestSettlement?.trim() || intl.formatMessage(m.unnamedPlace);
            return (
              <li key={place.id} className="obs-place obs-place--saved" data-testid="saved-location">
                <SavedLocationPlace place={place} name={place.name.trim() || undefined} />
                {renaming === place.id ? (
                  <LocalityNameForm id={place.id} name={place.name} onClose={() => setRenaming(null)} />
                ) : (
                  <div className="obs-place__actions">
                    <Button
                      className="obs-button obs-button--small"
                      aria-label={intl.formatMessage(localityMessages.renameNamed, { name })}
                      onPress={() => setRenaming(place.id)}
                    >
                      <Icon name="pen" size={16} />
                      {intl.formatMessage(localityMessages.rename)}
                    </Button>
                    <Button
                      className="obs-button obs-button--small obs-button--danger"
                      aria-label={intl.formatMessage(m.locationDeleteNamed, { name })}
                      isDisabled={deleting}
                      onPress={() => void remove(place.id, name)}
                    >
                      <Icon name="close" size={16} />
                      {intl.formatMessage(m.locationDelete)}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Link className="obs-places__more" to="/my/location/history/">
        {intl.formatMessage(m.historyLink)}
      </Link>
    </section>
  );
}
