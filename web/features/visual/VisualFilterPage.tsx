import { Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { VisualFilterPageQuery } from '../../__generated__/VisualFilterPageQuery.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { Spinner } from '../../ui/index.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { displayName } from '../species/species-text.ts';
import { ObservationListFilters } from '../observations/ObservationListFilters.tsx';
import { PointsMap } from './PointsMap.tsx';
import { visualMessages as m } from './visual-messages.ts';
import '../observations/ObservationList.css';

/**
 * The route component of `/visual/filter/`: the records of the list filters (`?species=`,
 * `?uploader=`, stage, dates; status for validators) as points, each where the viewer may see it
 * (a sensitive record at its 10 km cell centre).
 */
const VisualFilterPage: RouteScreenComponent<{ main: VisualFilterPageQuery }> = ({ queries }) => (
  <PartTexts part="visual">
    <VisualFilter query={queries.main} />
  </PartTexts>
);
export default VisualFilterPage;

function VisualFilter({ query }: { query: PreloadedQuery<VisualFilterPageQuery> }) {
  const intl = useIntl();
  const viewer = useViewer();
  return (
    <div className="visual-page">
      <h1 className="visual-page__title">{intl.formatMessage(m.filterTitle)}</h1>
      <ObservationListFilters showStatus={viewer.can.validate} />
      <Suspense fallback={<Spinner />}>
        <RecordsMap query={query} />
      </Suspense>
    </div>
  );
}

function RecordsMap({ query }: { query: PreloadedQuery<VisualFilterPageQuery> }) {
  const intl = useIntl();
  const [selected, setSelected] = useState<string | null>(null);
  const data = usePreloadedQuery(
    graphql`
      query VisualFilterPageQuery($speciesId: Int, $uploaderId: Int, $lifeStage: LifeStage, $dateFrom: String, $dateTo: String, $status: [Int!], $first: Int!) {
        observations(speciesId: $speciesId, uploaderId: $uploaderId, lifeStage: $lifeStage, dateFrom: $dateFrom, dateTo: $dateTo, status: $status, first: $first) {
          totalCount
          edges {
            node {
              id
              recId
              dateFrom
              speciesText
              species {
                scientificName
                commonNames {
                  language
                  name
                }
              }
              place {
                lat
                lon
                generalised
                closestSettlement
              }
            }
          }
        }
      }
    `,
    query,
  );
  const records = data.observations.edges.map((edge) => edge.node);
  const points = useMemo(() => records.flatMap(({ id, place: { lat, lon } }) => (lat != null && lon != null ? [{ id, lat, lon }] : [])), [records]);
  const chosen = records.find((record) => record.id === selected);
  const name = (record: (typeof records)[number]) =>
    record.species ? (displayName(record.species.commonNames, intl.locale) ?? record.species.scientificName) : (record.speciesText ?? '');

  return (
    <>
      <PointsMap points={points} selectedId={selected} onSelect={setSelected} label={intl.formatMessage(m.mapLabel)} />
      <p className="visual-page__summary" role="status">
        {points.length === 0
          ? intl.formatMessage(m.filterNoPlace)
          : intl.formatMessage(m.filterShown, { shown: points.length, total: data.observations.totalCount > records.length ? data.observations.totalCount : 'same' })}
      </p>
      {chosen && (
        <div className="visual-chosen" data-testid="visual-chosen">
          <strong>{name(chosen)}</strong>
          <span>
            {chosen.dateFrom}
            {chosen.place.closestSettlement ? ` · ${chosen.place.closestSettlement}` : ''}
            {chosen.place.generalised ? ` · ${intl.formatMessage(m.generalised)}` : ''}
          </span>
          <Link to={`/observation/${chosen.recId}`}>{intl.formatMessage(m.open)}</Link>
        </div>
      )}
    </>
  );
}
