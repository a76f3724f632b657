import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import type { SpeciesChartSectionQuery } from '../../__generated__/SpeciesChartSectionQuery.graphql.ts';
import { CHART_PATH } from './chart-search.ts';
import { chartMessages as m } from './messages.ts';
import { ObservationStatsView } from './ObservationStatsView.tsx';
import './charts.css';

/**
 * The species page's charts: its records' phenology and years, and a link to its full chart page.
 * Asked once the page is shown (its own query), so the catalogue's facts do not wait for the counts.
 */
export default function SpeciesChartSection({ speciesId }: { speciesId: number }) {
  return (
    <PartTexts part="charts">
      <SpeciesCharts speciesId={speciesId} />
    </PartTexts>
  );
}

function SpeciesCharts({ speciesId }: { speciesId: number }) {
  const data = useLazyLoadQuery<SpeciesChartSectionQuery>(
    graphql`
      query SpeciesChartSectionQuery($filter: ObservationFilter) {
        observationStats(filter: $filter) {
          ...ObservationStatsView_stats
        }
      }
    `,
    { filter: { speciesId } },
  );
  const intl = useIntl();
  return (
    <div className="charts-species" data-testid="species-charts">
      <ObservationStatsView stats={data.observationStats} compact />
      <p className="charts-species__link">
        <Link to={`${CHART_PATH}?species=${speciesId}`}>{intl.formatMessage(m.speciesChartLink)}</Link>
      </p>
    </div>
  );
}
