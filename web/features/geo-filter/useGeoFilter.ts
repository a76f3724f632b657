import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useGeoFilterMutation } from '../../__generated__/useGeoFilterMutation.graphql.ts';
import { useAlert } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { GEO_PARAM, normalizeGeo, saveGeo, withGeo } from './geo-filter.ts';
import { geoFilterMessages } from './messages.ts';

const mutation = graphql`
  mutation useGeoFilterMutation($geo: String!) {
    updateProfileSettings(input: { geoFilter: $geo }) {
      __typename
    }
  }
`;

/**
 * The geo filter of a list or map (recording §3): the URL's `?geo=` (a page reached without one
 * has had the viewer's saved choice put there by its route guard). A choice is saved in the
 * browser, and in the account (`_geo_filter`) of a signed-in viewer.
 */
export function useGeoFilter(): readonly [geo: string, choose: (value: string) => void] {
  const intl = useIntl();
  const alert = useAlert();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const [commit] = useMutation<useGeoFilterMutation>(mutation);
  const geo = normalizeGeo(params.get(GEO_PARAM));

  // Saved before the URL changes: the route guard reads the saved choice on the way (route-guard.ts).
  const choose = (value: string) => {
    saveGeo(value);
    if (viewer.isGuest) {
      setParams(withGeo(params, value));
      return;
    }
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
    setParams(withGeo(params, value));
  };
  return [geo, choose] as const;
}
