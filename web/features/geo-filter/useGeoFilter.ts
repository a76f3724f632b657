import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { EUROPE_CODE, isGeoFilter } from '@domain/geo/countries.ts';
import type { useGeoFilterMutation } from '../../__generated__/useGeoFilterMutation.graphql.ts';
import { useAlert } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { GEO_PARAM, normalizeGeo, savedGeo, saveGeo, withGeo } from './geo-filter.ts';
import { geoFilterMessages } from './messages.ts';

const mutation = graphql`
  mutation useGeoFilterMutation($geo: String!) {
    updateProfileSettings(input: { geoFilter: $geo }) {
      __typename
    }
  }
`;

/**
 * The geo filter of a list or map (recording §3): the URL's `?geo=` when it names one, else the
 * viewer's saved choice, which the page puts in its URL on arrival so that a link shares what it
 * shows. A choice is saved in the browser, and in the account (`_geo_filter`) of a signed-in viewer.
 */
export function useGeoFilter(): readonly [geo: string, choose: (value: string) => void] {
  const intl = useIntl();
  const alert = useAlert();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const [commit] = useMutation<useGeoFilterMutation>(mutation);
  const geo = normalizeGeo(params.get(GEO_PARAM));

  useEffect(() => {
    const saved = viewer.isGuest ? savedGeo() : viewer.geoFilter;
    if (!params.has(GEO_PARAM) && saved && saved !== EUROPE_CODE && isGeoFilter(saved)) setParams(withGeo(params, saved), { replace: true });
    // only on arrival: a filter removed later (Europe chosen) stays removed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (value: string) => {
    setParams(withGeo(params, value));
    saveGeo(value);
    if (viewer.isGuest) return;
    const setSaved = (store: RecordSourceSelectorProxy) => store.getRoot().getLinkedRecord('viewer')?.setValue(value, 'geoFilter');
    const failed = () => void alert({ message: intl.formatMessage(geoFilterMessages.saveFailed) });
    commit({
      variables: { geo: value },
      optimisticUpdater: setSaved,
      updater: (store) => {
        if (store.getRootField('updateProfileSettings')?.getValue('__typename') === 'ProfileSettingsPayload') setSaved(store);
      },
      onCompleted: ({ updateProfileSettings }) => {
        if (updateProfileSettings.__typename !== 'ProfileSettingsPayload') failed();
      },
      onError: failed,
    });
  };
  return [geo, choose] as const;
}
