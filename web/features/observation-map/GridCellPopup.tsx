import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation, useParams } from 'react-router';
import type { GridCellPopupQuery } from '../../__generated__/GridCellPopupQuery.graphql.ts';
import type { GridCellPopupRecords_query$key } from '../../__generated__/GridCellPopupRecords_query.graphql.ts';
import type { GridCellPopupRecordsPaginationQuery } from '../../__generated__/GridCellPopupRecordsPaginationQuery.graphql.ts';
import { isMapGrid, type MapGridName } from '@domain/geo/map-layer.ts';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { Icon } from '../../ui/index.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { formatObservationDate } from '../observations/observation-status.ts';
import { ObservationListItem } from '../observations/ObservationListItem.tsx';
import type { PopupState } from '../shell/navigation.ts';
import { displayName } from '../species/species-text.ts';
import { mapMessages as m } from './map-messages.ts';
import '../observations/ObservationList.css';
import './GridCellPopup.css';

const LAYER_MESSAGES = {
  eea100km: m.layerEea100km,
  eea10km: m.layerEea10km,
  eea1km: m.layerEea1km,
  utm2_5km: m.layerUtm2_5km,
} as const;

/**
 * The route component of `/observation/map/grid/{grid_type}/{grid_id}/{type}/` (a popup over the
 * map): the cell's species with their records and first and last days, and its records, with the
 * map's filter. `type` (species or observation) puts its list first.
 */
const GridCellPopup: RouteScreenComponent<{ main?: GridCellPopupQuery }> = (props) => (
  <PartTexts part="map">
    <GridCellScreen {...props} />
  </PartTexts>
);
export default GridCellPopup;

const GridCellScreen: RouteScreenComponent<{ main?: GridCellPopupQuery }> = ({ queries }) => {
  const intl = useIntl();
  const query = queries.main as PreloadedQuery<GridCellPopupQuery> | undefined;
  if (!query)
    return (
      <p className="obs-empty" data-testid="grid-cell-not-found">
        {intl.formatMessage(m.cellNotFound)}
      </p>
    );
  return <GridCellContent query={query} />;
};

function GridCellContent({ query }: { query: PreloadedQuery<GridCellPopupQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query GridCellPopupQuery($grid: MapGrid!, $cell: String!, $filter: ObservationFilter, $count: Int!) {
        observationGridCell(grid: $grid, cell: $cell, filter: $filter) {
          cell
          recordCount
          species {
            species {
              recId
              scientificName
              commonNames {
                language
                name
              }
              thumbnailUrl
            }
            name
            count
            firstDate
            lastDate
          }
        }
        ...GridCellPopupRecords_query @arguments(grid: $grid, cell: $cell, filter: $filter, count: $count)
      }
    `,
    query,
  );
  const intl = useIntl();
  const params = useParams();
  const location = useLocation();
  const background = (location.state as PopupState | null)?.background ?? location;
  const grid: MapGridName = isMapGrid(params.gridType) ? params.gridType : 'eea10km';
  const layer = intl.formatMessage(LAYER_MESSAGES[grid]);
  const cell = data.observationGridCell;
  const day = (iso: string) => formatObservationDate(intl, iso, iso);
  const speciesFirst = params.type !== 'observation';

  const species = (
    <section className="grid-cell__section" aria-labelledby="grid-cell-species" key="species">
      <h3 id="grid-cell-species" className="grid-cell__heading">
        {intl.formatMessage(m.cellSpecies)} ({cell.species.length})
      </h3>
      <ul className="grid-cell__species" data-testid="grid-cell-species">
        {cell.species.map((row) => {
          const common = row.species ? displayName(row.species.commonNames, intl.locale) : null;
          const scientific = row.species?.scientificName ?? row.name;
          const line = intl.formatMessage(m.speciesLine, {
            count: row.count,
            first: day(row.firstDate),
            last: row.lastDate === row.firstDate ? 'same' : day(row.lastDate),
          });
          const text = (
            <>
              {row.species?.thumbnailUrl ? (
                <img className="ui-list-card__thumb" src={row.species.thumbnailUrl} alt="" width={40} height={40} loading="lazy" />
              ) : (
                <span className="ui-list-card__thumb ui-list-card__thumb--none" aria-hidden="true">
                  <Icon name="leaf" size={20} />
                </span>
              )}
              <span className="grid-cell__names">
                {common && <span className="grid-cell__common">{common}</span>}
                <i className={common ? 'grid-cell__scientific' : 'grid-cell__common'}>{scientific}</i>
                <span className="grid-cell__line">{line}</span>
              </span>
              <span className="grid-cell__count" aria-hidden="true">
                {row.count}
              </span>
            </>
          );
          return (
            <li key={row.species?.recId ?? row.name} className="grid-cell__row">
              {row.species ? (
                <Link className="grid-cell__link" to={`/species/${row.species.recId}`} state={{ background } satisfies PopupState}>
                  {text}
                </Link>
              ) : (
                <span className="grid-cell__link">{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
  const records = (
    <section className="grid-cell__section" aria-labelledby="grid-cell-records" key="records">
      <h3 id="grid-cell-records" className="grid-cell__heading">
        {intl.formatMessage(m.cellRecords)} ({cell.recordCount})
      </h3>
      <GridCellRecords query={data} />
    </section>
  );

  return (
    <div className="grid-cell" data-testid="grid-cell">
      <h2 className="grid-cell__title">{intl.formatMessage(m.cellTitle, { cell: cell.cell })}</h2>
      <p className="grid-cell__summary">{intl.formatMessage(m.cellSummary, { layer, records: cell.recordCount, species: cell.species.length })}</p>
      {speciesFirst ? [species, records] : [records, species]}
    </div>
  );
}

function GridCellRecords({ query }: { query: GridCellPopupRecords_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<GridCellPopupRecordsPaginationQuery, GridCellPopupRecords_query$key>(
    graphql`
      fragment GridCellPopupRecords_query on Query
      @refetchable(queryName: "GridCellPopupRecordsPaginationQuery")
      @argumentDefinitions(
        grid: { type: "MapGrid!" }
        cell: { type: "String!" }
        filter: { type: "ObservationFilter" }
        count: { type: "Int!" }
        cursor: { type: "String" }
      ) {
        observationGridCell(grid: $grid, cell: $cell, filter: $filter) {
          observations(first: $count, after: $cursor) @connection(key: "GridCellPopup_observations") {
            edges {
              node {
                id
                ...ObservationListItem_observation
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.observationGridCell.observations.edges;
  return (
    <>
      <ul role="list" className="ui-infinite-list__items" data-testid="grid-cell-records">
        {edges.map((edge) => (
          <li key={edge.node.id} className="ui-infinite-list__item">
            <ObservationListItem observation={edge.node} href={(recId) => `/observation/${recId}`} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="obs-button obs-button--quiet grid-cell__more" disabled={isLoadingNext} onClick={() => loadNext(LIST_PAGE_SIZE)}>
          {intl.formatMessage(m.moreRecords)}
        </button>
      )}
    </>
  );
}
