import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ArrivedRecord, LiveRecord } from './live-overlay.ts';
import { mapMessages as m } from './map-messages.ts';
import type { MapFilterInput } from './map-search.ts';
import { useLiveRecords } from './useLiveRecords.ts';

/** The records accepted since the map opened with this filter; a new filter starts afresh. */
export function useLiveLayer(filter: MapFilterInput): { arrived: readonly ArrivedRecord[] } {
  const key = JSON.stringify(filter);
  const [state, setState] = useState<{ key: string; arrived: ArrivedRecord[] }>({ key, arrived: [] });
  const onRecord = useCallback(
    (record: LiveRecord) =>
      setState((last) => {
        const arrived = last.key === key ? last.arrived : [];
        // A record is added once, however often it is announced.
        return arrived.some((each) => each.recId === record.recId) ? last : { key, arrived: [...arrived, { ...record, at: Date.now() }] };
      }),
    [key],
  );
  useLiveRecords(filter, onRecord);
  return { arrived: state.key === key ? state.arrived : [] };
}

/** A polite live region telling screen readers (and everyone) how many records arrived since the map opened. */
export function LiveNotice({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <p className="omap__live" role="status" aria-live="polite" data-testid="map-live" data-count={count}>
      {count > 0 ? intl.formatMessage(m.liveRecords, { count }) : ''}
    </p>
  );
}
