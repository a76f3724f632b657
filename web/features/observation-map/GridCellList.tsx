import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LegendCount } from '@domain/geo/legend.ts';
import type { MapGridName } from '@domain/geo/map-layer.ts';
import { cellListMessages as m } from './cell-list-messages.ts';
import { cellHref } from './map-search.ts';

/** The most cells the list names; the map shows them all. */
export const CELL_LIST_MAX = 50;

export interface GridCellListProps {
  grid: MapGridName;
  count: LegendCount;
  cells: readonly { readonly cell: string; readonly count: number }[];
  params: URLSearchParams;
}

/**
 * The layer's cells as links, the fullest first: the way to a cell's popup from the keyboard or a
 * screen reader, which cannot tap a square of the canvas. Folded away under the map.
 */
export function GridCellList({ grid, count, cells, params }: GridCellListProps) {
  const intl = useIntl();
  if (!cells.length) return null;
  const fullest = cells.toSorted((a, b) => b.count - a.count || a.cell.localeCompare(b.cell)).slice(0, CELL_LIST_MAX);
  const amount = (n: number) => intl.formatMessage(count === 'SPECIES' ? m.species : m.records, { count: n });
  return (
    <details className="omap__cells" data-testid="grid-cell-list">
      <summary>{intl.formatMessage(m.summary, { count: cells.length })}</summary>
      {cells.length > CELL_LIST_MAX && <p className="omap__cells-note">{intl.formatMessage(m.fullest, { count: CELL_LIST_MAX })}</p>}
      <ol className="omap__cells-list">
        {fullest.map((cell) => (
          <li key={cell.cell}>
            <Link to={cellHref(grid, cell.cell, count, params)}>
              <span className="omap__cells-code">{cell.cell}</span> {amount(cell.count)}
            </Link>
          </li>
        ))}
      </ol>
    </details>
  );
}
