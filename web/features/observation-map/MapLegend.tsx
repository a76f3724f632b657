import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LEGEND_GRADES, type LegendCount } from '@domain/geo/legend.ts';
import { mapMessages as m } from './map-messages.ts';

export interface MapLegendProps {
  /** what the cells count; null: the points layer is shown */
  count: LegendCount | null;
}

/** The legend of recording §9 over the map: each grade's colour and range; it folds away to a button. */
export function MapLegend({ count }: MapLegendProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(true);
  const title = intl.formatMessage(count === null ? m.layerPoints : count === 'SPECIES' ? m.legendSpecies : m.legendObservation);
  if (!open)
    return (
      <button type="button" className="omap__button omap__legend-toggle" aria-expanded={false} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.legendShow)}
      </button>
    );
  return (
    <section className="omap__legend" aria-labelledby={`${id}-title`} data-testid="map-legend">
      <button type="button" className="omap__legend-close" aria-label={intl.formatMessage(m.legendShow)} aria-expanded onClick={() => setOpen(false)}>
        ×
      </button>
      <h2 id={`${id}-title`} className="omap__legend-title">
        {title}
      </h2>
      {count === null ? (
        <p className="omap__legend-text">{intl.formatMessage(m.legendPoints)}</p>
      ) : (
        <ul className="omap__legend-grades">
          {LEGEND_GRADES[count].map((grade) => (
            <li key={grade.label} className="omap__legend-grade">
              <span className="omap__swatch" style={{ background: grade.colour }} aria-hidden="true" />
              {grade.label}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
