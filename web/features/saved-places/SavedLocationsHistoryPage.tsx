import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { SavedLocationsHistoryPageQuery } from '../../__generated__/SavedLocationsHistoryPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import type { SavedLocationsHistoryPageSaveMutation } from '../../__generated__/SavedLocationsHistoryPageSaveMutation.graphql.ts';
import { Icon, useFailureToast, useToast } from '../../ui/index.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import type { PopupState } from '../shell/navigation.ts';
import { observationMessages as m } from '../observations/observation-status-messages.ts';
import { placeParts } from '../observations/observation-status.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import '../observations/ObservationList.css';
import './SavedLocations.css';
import { mutationError } from '../../relay/mutation-error.ts';

export interface PlaceData {
  readonly location?: string | null | undefined;
  readonly closestSettlement?: string | null | undefined;
  readonly region?: string | null | undefined;
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  readonly alt?: number | null | undefined;
  readonly accuracy?: number | null | undefined;
}

/** A saved or used place: its name (a saved place's own, else its first part), the rest of its text with the country, and its coordinates. */
export function SavedLocationPlace({ place, extra, name }: { place: PlaceData; extra?: string; name?: string }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const parts = placeParts({ ...place, generalised: false });
  const [first, ...rest] = name ? [name, ...parts] : parts;
  const country = place.country && place.country !== 'EU' ? countryName(place.country) : null;
  return (
    <div className="obs-place__text">
      <span className="obs-place__name">{first ?? intl.formatMessage(m.unnamedPlace)}</span>
      {(rest.length > 0 || country) && <span className="obs-place__line">{[...rest, country].filter(Boolean).join(', ')}</span>}
      <span className="obs-place__line obs-place__line--muted">
        {place.lat.toFixed(5)}, {place.lon.toFixed(5)}
        {place.alt != null && ` · ${intl.formatMessage(m.altitudeValue, { value: intl.formatNumber(place.alt) })}`}
        {place.accuracy != null && ` · ${intl.formatMessage(m.accuracyValue, { value: intl.formatNumber(place.accuracy, { maximumFractionDigits: 0 }) })}`}
      </span>
      {extra && <span className="obs-place__line obs-place__line--muted">{extra}</span>}
    </div>
  );
}

const saveMutation = graphql`
  mutation SavedLocationsHistoryPageSaveMutation($input: SaveLocationInput!) {
    saveLocation(input: $input) {
      __typename
      ... on SaveLocationPayload {
        location {
          id
        }
      }
      ...mutationError_error
    }
  }
`;

/** The route component of `/my/location/history/` (login forced): the last used places, newest first; each can be saved. */
const SavedLocationsHistoryPage: RouteScreenComponent<{ main: SavedLocationsHistoryPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const location = useLocation();
  return (
    <div className="obs-page">
      <div className="obs-page__header">
        <h1 className="obs-page__title">{intl.formatMessage(m.historyLink)}</h1>
        <Link className="obs-button obs-button--small" to="/my/location/" state={{ background: location } satisfies PopupState}>
          {intl.formatMessage(m.savedLink)}
        </Link>
      </div>
      <RouteScreen loadingClassName="obs-loading" spinnerSize="large">
        <LocationHistory query={queries.main} />
      </RouteScreen>
    </div>
  );
};
export default SavedLocationsHistoryPage;

function LocationHistory({ query }: { query: PreloadedQuery<SavedLocationsHistoryPageQuery> }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const { viewer } = usePreloadedQuery(
    graphql`
      query SavedLocationsHistoryPageQuery {
        viewer {
          locationHistory {
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
            lastUsedAt
          }
        }
      }
    `,
    query,
  );
  const [commitSave, saving] = useMutation<SavedLocationsHistoryPageSaveMutation>(saveMutation);
  const places = viewer.locationHistory;

  const save = (place: (typeof places)[number]) =>
    commitSave({
      variables: {
        input: {
          location: place.location,
          closestSettlement: place.closestSettlement,
          region: place.region,
          country: place.country,
          lat: place.lat,
          lon: place.lon,
          verbatimLat: place.verbatimLat,
          verbatimLon: place.verbatimLon,
          alt: place.alt,
          accuracy: place.accuracy,
        },
      },
      onCompleted: ({ saveLocation: result }) => {
        if (result.__typename === 'SaveLocationPayload') toast(intl.formatMessage(m.locationSaved), { kind: 'success' });
        else failed(mutationError(result)?.code);
      },
      onError: () => failed(),
    });

  if (places.length === 0) return <p className="obs-empty">{intl.formatMessage(m.locationHistoryEmpty)}</p>;
  return (
    <ul className="obs-places__list" aria-label={intl.formatMessage(m.historyLabel)}>
      {places.map((place, index) => {
        const name = place.location?.trim() || place.closestSettlement?.trim() || intl.formatMessage(m.unnamedPlace);
        const used = intl.formatMessage(m.lastUsed, { date: intl.formatDate(new Date(place.lastUsedAt), { dateStyle: 'medium' }) });
        return (
          <li key={`${place.lat},${place.lon},${index}`} className="obs-place" data-testid="used-location">
            <SavedLocationPlace place={place} extra={used} />
            <Button
              className="obs-button obs-button--small"
              aria-label={intl.formatMessage(m.locationSaveNamed, { name })}
              isDisabled={saving}
              onPress={() => save(place)}
            >
              <Icon name="plus" size={16} />
              {intl.formatMessage(m.locationSave)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
