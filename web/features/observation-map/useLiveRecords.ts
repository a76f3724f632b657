import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveRecordsSubscription } from '../../__generated__/useLiveRecordsSubscription.graphql.ts';
import type { LiveRecord } from './live-overlay.ts';
import type { MapFilterInput } from './map-search.ts';

const liveSubscription = graphql`
  subscription useLiveRecordsSubscription($filter: ObservationFilter) {
    observationAccepted(filter: $filter) {
      recId
      name
      lat
      lon
      generalised
      newOnMap
      eea100km
      eea10km
      eea1km
      utm2_5km
    }
  }
`;

/**
 * Calls `onRecord` with each record that becomes accepted while the map is open and matches its
 * filter; the server re-reads each through the viewer's visibility. A new filter subscribes anew.
 */
export function useLiveRecords(filter: MapFilterInput, onRecord: (record: LiveRecord) => void): void {
  const latest = useRef(onRecord);
  useEffect(() => {
    latest.current = onRecord;
  }, [onRecord]);
  const key = JSON.stringify(filter);
  const config = useMemo<GraphQLSubscriptionConfig<useLiveRecordsSubscription>>(
    () => ({
      subscription: liveSubscription,
      variables: { filter: JSON.parse(key) as MapFilterInput },
      onNext: (data) => {
        const record = data?.observationAccepted;
        if (!record) return;
        const { lat, lon, eea100km, eea10km, eea1km, utm2_5km } = record;
        latest.current({
          ...record,
          lat: lat ?? null,
          lon: lon ?? null,
          eea100km: eea100km ?? null,
          eea10km: eea10km ?? null,
          eea1km: eea1km ?? null,
          utm2_5km: utm2_5km ?? null,
        });
      },
      // A lost socket only stops the live records; the map itself stays usable.
      onError: () => {},
    }),
    [key],
  );
  useSubscription(config);
}
