import { lazy, type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { ObservationView_observation$data } from '../../__generated__/ObservationView_observation.graphql.ts';
import { Icon } from '../../ui/index.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import { observationMessages as m } from './observation-status-messages.ts';
import { locationSourceText } from './observation-status.ts';

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="obs-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const coordinate = (value: number) => value.toFixed(5);

// OpenLayers loads only with a record that has a place to show.
const RecordPlaceMap = lazy(() => import('../observation-map/RecordPlaceMap.tsx'));

/** Where a record was made, as the viewer may see it: the place (or its 10 km cell), the coordinates, the grid cells. */
export function PlaceSection({ place, ownedByViewer, sensitive }: { place: ObservationView_observation$data['place']; ownedByViewer: boolean; sensitive: boolean }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const dash = '–';
  // Grid systems and cell sizes are names, not words; only the number follows the language (2,5).
  const cells = (
    [
      ['EEA', 1, place.eea1km],
      ['EEA', 10, place.eea10km],
      ['EEA', 100, place.eea100km],
      ['UTM', 10, place.utm10km],
      ['UTM', 2.5, place.utm2_5km],
    ] as const
  )
    .filter(([, , code]) => Boolean(code))
    .map(([system, size, code]) => [`${system} ${intl.formatNumber(size)} km`, code!] as const);
  return (
    <section className="obs-section">
      <h3 className="obs-section__title">{intl.formatMessage(m.sectionWhere)}</h3>
      {place.generalised && (
        <p className="obs-note" data-testid="generalised-note">
          <Icon name="lock" size={18} />
          {intl.formatMessage(m.generalisedViewer, { cell: place.eea10km ?? dash })}
        </p>
      )}
      {!place.generalised && place.informationWithheld && (
        <p className="obs-note" data-testid="generalised-note">
          <Icon name="lock" size={18} />
          {intl.formatMessage(m.generalisedOthers, { cell: place.eea10km ?? dash })}
        </p>
      )}
      {place.lat != null && place.lon != null && (
        <Suspense fallback={null}>
          <RecordPlaceMap lat={place.lat} lon={place.lon} cell={place.generalised ? (place.eea10km ?? null) : null} label={intl.formatMessage(m.placeMap)} />
        </Suspense>
      )}
      <dl className="obs-facts">
        <Fact label={intl.formatMessage(m.country)}>{countryName(place.country)}</Fact>
        {place.region && <Fact label={intl.formatMessage(m.region)}>{place.region}</Fact>}
        {place.closestSettlement && <Fact label={intl.formatMessage(m.closestSettlement)}>{place.closestSettlement}</Fact>}
        {place.location && <Fact label={intl.formatMessage(m.location)}>{place.location}</Fact>}
        {place.lat != null && place.lon != null && (
          <Fact label={intl.formatMessage(m.coordinates)}>
            {coordinate(place.lat)}, {coordinate(place.lon)}
          </Fact>
        )}
        {(place.verbatimLat || place.verbatimLon) && (
          <Fact label={intl.formatMessage(m.verbatimCoordinates)}>{[place.verbatimLat, place.verbatimLon].filter(Boolean).join(', ')}</Fact>
        )}
        {place.alt != null && <Fact label={intl.formatMessage(m.altitude)}>{intl.formatMessage(m.altitudeValue, { value: intl.formatNumber(place.alt) })}</Fact>}
        {place.accuracy != null && (
          <Fact label={intl.formatMessage(m.accuracy)}>
            {intl.formatMessage(m.accuracyValue, { value: intl.formatNumber(place.accuracy, { maximumFractionDigits: 0 }) })}
          </Fact>
        )}
        {place.locationSource && <Fact label={intl.formatMessage(m.locationSource)}>{locationSourceText(intl, place.locationSource)}</Fact>}
        {cells.length > 0 && (
          <Fact label={intl.formatMessage(m.grid)}>
            <ul className="obs-cells">
              {cells.map(([name, code]) => (
                <li key={name}>
                  <span className="obs-muted">{name}:</span> {code}
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
      {ownedByViewer && sensitive && <p className="obs-muted obs-small">{intl.formatMessage(m.sensitiveRequested)}</p>}
    </section>
  );
}
