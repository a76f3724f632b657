import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isMapGrid, type MapLayerName } from '@domain/geo/map-layer.ts';
import { Icon } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { useUpdateSearch } from '../shell/useUpdateSearch.ts';
import { animationFrames, type AnimationFrame, type AnimationStep } from './animation-frames.ts';
import { animationMessages as a } from './animation-messages.ts';
import { useGridLayer, usePointsLayer } from './map-layers.ts';
import { countName, CUMULATIVE_PARAM, layerChoice, mapFilter, MAP_PATH, STEP_PARAM } from './map-search.ts';
import { MapLegend } from './MapLegend.tsx';
import { ObservationMap, type ViewState } from './ObservationMap.tsx';
import { startView } from './start-view.ts';
import './ObservationMap.css';

/** Milliseconds a frame stays at each speed. */
const SPEEDS = { slow: 2000, normal: 1000, fast: 450 } as const;
type Speed = keyof typeof SPEEDS;
const SPEED_MESSAGES = { slow: a.speedSlow, normal: a.speedNormal, fast: a.speedFast } as const;

/**
 * `/observation/map/animate/` (recording §2): the map's records appearing year by year or month by
 * month over the filter's date range, as grid cells or points; play, pause, step, a slider and a
 * speed. It never starts by itself (reduced motion is respected by not moving unasked).
 */
export default function ObservationMapAnimatePage() {
  return (
    <PartTexts part="map">
      <AnimateScreen />
    </PartTexts>
  );
}

function AnimateScreen() {
  const intl = useIntl();
  const id = useId();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const update = useUpdateSearch();
  const search = params.toString();
  const filter = useMemo(() => mapFilter(new URLSearchParams(search), viewer.can.validate), [search, viewer.can.validate]);
  const step: AnimationStep = params.get(STEP_PARAM) === 'month' ? 'month' : 'year';
  const cumulative = params.get(CUMULATIVE_PARAM) === '1';
  const frames = useMemo(() => animationFrames(filter, step, cumulative), [filter, step, cumulative]);
  const choice = layerChoice(params);
  const layer: MapLayerName = choice === 'auto' ? 'eea10km' : choice;
  const count = params.get('count') === 'species' ? 'SPECIES' : 'OBSERVATION';

  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [view, setView] = useState<ViewState | null>(null);
  const [start] = useState(() => startView(filter, []));
  const shown = Math.min(index, Math.max(frames.length - 1, 0));
  const frame: AnimationFrame | undefined = frames[shown];
  const grid = useGridLayer(isMapGrid(layer) && frame ? layer : null, count, frame?.filter ?? filter, view?.bbox ?? null);
  const points = usePointsLayer(layer === 'points' && frame !== undefined, frame?.filter ?? filter, view?.bbox ?? null);
  const loaded = (layer === 'points' ? points : grid)?.status === 'done';

  // The next frame once this one has loaded and stayed its time; the last one ends the play.
  const running = playing && shown < frames.length - 1;
  useEffect(() => {
    if (!running || !loaded) return undefined;
    const timer = setTimeout(() => setIndex(shown + 1), SPEEDS[speed]);
    return () => clearTimeout(timer);
  }, [running, loaded, shown, speed]);

  const period = (each: AnimationFrame) =>
    each.month === null ? String(each.year) : intl.formatDate(Date.UTC(each.year, each.month - 1, 1), { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const status = (() => {
    if (!frame) return intl.formatMessage(a.noFrames);
    const layerState = layer === 'points' ? points : grid;
    if (!layerState || layerState.status !== 'done') return intl.formatMessage(a.loading, { period: period(frame) });
    if (layer === 'points') return intl.formatMessage(a.frameRecords, { period: period(frame), records: points?.data?.points.length ?? 0, cells: 0 });
    const cells = grid?.data?.cells ?? [];
    const records = count === 'OBSERVATION' ? cells.reduce((sum, cell) => sum + cell.count, 0) : 0;
    return intl.formatMessage(a.frameRecords, { period: period(frame), records, cells: cells.length });
  })();
  const setParam = (name: string, value: string | null) => {
    setIndex(0);
    setPlaying(false);
    update((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
    });
  };

  return (
    <div className="omap">
      <div className="omap__bar">
        <div className="omap__head">
          <h1 className="omap__title">{intl.formatMessage(a.title)}</h1>
          <Link className="omap__button" to={`${MAP_PATH}?${params.toString()}`}>
            <Icon name="map" size={18} />
            {intl.formatMessage(a.back)}
          </Link>
        </div>
        <p className="omap__period" data-testid="animate-frame">
          {frame ? period(frame) : '–'}
        </p>
        <div className="omap__player" role="group" aria-label={intl.formatMessage(a.title)}>
          <button type="button" className="omap__button" disabled={shown === 0} onClick={() => (setPlaying(false), setIndex(shown - 1))}>
            {intl.formatMessage(a.previous)}
          </button>
          <button
            type="button"
            className="omap__button omap__button--active"
            disabled={frames.length < 2}
            onClick={() => {
              if (!running && shown >= frames.length - 1) setIndex(0);
              setPlaying(!running);
            }}
          >
            {intl.formatMessage(running ? a.pause : a.play)}
          </button>
          <button type="button" className="omap__button" disabled={shown >= frames.length - 1} onClick={() => (setPlaying(false), setIndex(shown + 1))}>
            {intl.formatMessage(a.next)}
          </button>
        </div>
        <label className="omap__field omap__field--wide">
          {intl.formatMessage(a.frame)}
          <input
            type="range"
            min={0}
            max={Math.max(frames.length - 1, 0)}
            value={shown}
            aria-valuetext={frame ? period(frame) : undefined}
            onChange={(event) => (setPlaying(false), setIndex(Number(event.target.value)))}
          />
        </label>
        <label className="omap__field">
          {intl.formatMessage(a.step)}
          <select value={step} onChange={(event) => setParam(STEP_PARAM, event.target.value === 'month' ? 'month' : null)}>
            <option value="year">{intl.formatMessage(a.stepYear)}</option>
            <option value="month">{intl.formatMessage(a.stepMonth)}</option>
          </select>
        </label>
        <label className="omap__field">
          {intl.formatMessage(a.speed)}
          <select value={speed} onChange={(event) => setSpeed(event.target.value as Speed)}>
            {(Object.keys(SPEEDS) as Speed[]).map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage(SPEED_MESSAGES[each])}
              </option>
            ))}
          </select>
        </label>
        <label className="omap__check" htmlFor={`${id}-cumulative`}>
          <input id={`${id}-cumulative`} type="checkbox" checked={cumulative} onChange={(event) => setParam(CUMULATIVE_PARAM, event.target.checked ? '1' : null)} />
          {intl.formatMessage(a.cumulative)}
        </label>
        <p className="omap__status" role="status" aria-live={running ? 'off' : 'polite'} data-testid="animate-status">
          {status}
        </p>
      </div>
      <ObservationMap
        start={start}
        baseMaps={[]}
        baseMap="outline"
        grid={isMapGrid(layer) ? (grid?.data ?? null) : null}
        points={layer === 'points' ? (points?.data?.points ?? []) : null}
        onView={setView}
        onCell={() => undefined}
        onPoint={() => undefined}
      >
        <MapLegend count={layer === 'points' ? null : count} key={countName(count)} />
      </ObservationMap>
    </div>
  );
}
