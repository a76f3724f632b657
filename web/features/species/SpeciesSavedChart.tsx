import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SpeciesSavedChart_species$key } from '../../__generated__/SpeciesSavedChart_species.graphql.ts';
import { speciesMessages } from './messages.ts';

/** The phenology chart the admin chart generator saved for the species (`timegraph_image_url`), when there is one. */
export function SpeciesSavedChart({ species }: { species: SpeciesSavedChart_species$key }) {
  const data = useFragment(
    graphql`
      fragment SpeciesSavedChart_species on Species {
        scientificName
        timegraphImageUrl
      }
    `,
    species,
  );
  const intl = useIntl();
  if (!data.timegraphImageUrl) return null;
  return (
    <figure className="species-saved-chart" data-testid="species-saved-chart">
      <img src={data.timegraphImageUrl} alt={intl.formatMessage(speciesMessages.savedChartAlt, { name: data.scientificName })} width={720} height={240} loading="lazy" />
    </figure>
  );
}
