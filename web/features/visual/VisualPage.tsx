import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { PointsMap } from './PointsMap.tsx';
import { parseVisualLines } from './visual-points.ts';
import { visualMessages as m } from './visual-messages.ts';

/**
 * The route component of `/visual/`: pasted coordinates (a notebook's places, a list from another
 * system) on the map, each line with what the parser made of it and its grid cells.
 */
export default function VisualPage() {
  return (
    <PartTexts part="visual">
      <Visual />
    </PartTexts>
  );
}

function Visual() {
  const intl = useIntl();
  const inputId = useId();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const deferred = useDeferredValue(text);
  const lines = useMemo(() => parseVisualLines(deferred), [deferred]);
  const points = useMemo(() => lines.flatMap((line) => (line.ok ? [{ id: String(line.line), lat: line.lat, lon: line.lon }] : [])), [lines]);
  const errors = lines.length - points.length;

  return (
    <div className="visual-page">
      <h1 className="visual-page__title">{intl.formatMessage(m.title)}</h1>
      <p className="visual-page__intro">{intl.formatMessage(m.intro)}</p>
      <label className="visual-page__label" htmlFor={inputId}>
        {intl.formatMessage(m.input)}
      </label>
      <textarea
        id={inputId}
        className="visual-page__input"
        rows={5}
        value={text}
        spellCheck={false}
        placeholder={`47°29'53"N 19°02'24"E\tGellért-hegy\n46.2530, 20.1414; Szeged`}
        onChange={(event) => setText(event.target.value)}
      />
      <PointsMap points={points} selectedId={selected} onSelect={setSelected} label={intl.formatMessage(m.mapLabel)} />
      {lines.length > 0 && (
        <p className="visual-page__summary" role="status">
          {intl.formatMessage(m.summary, { points: points.length, errors })}
        </p>
      )}
      <ol className="visual-list">
        {lines.map((line) => (
          <li
            key={line.line}
            className={`visual-list__item${line.ok ? '' : ' visual-list__item--error'}${selected === String(line.line) ? ' visual-list__item--selected' : ''}`}
          >
            {line.ok ? (
              <button type="button" className="visual-list__button" onClick={() => setSelected(String(line.line))}>
                {line.label && <strong className="visual-list__label">{line.label}</strong>}
                <span>
                  {line.lat.toFixed(6)}, {line.lon.toFixed(6)} · {line.dms}
                </span>
                <span className="visual-list__cells">
                  {intl.formatMessage(m.cells, { eea: line.eea10km ?? intl.formatMessage(m.noCell), utm: line.utm2_5km ?? intl.formatMessage(m.noCell) })}
                </span>
              </button>
            ) : (
              <span role="alert">
                {intl.formatMessage(m.lineError, { line: line.line, error: line.error })} <q>{line.text}</q>
              </span>
            )}
          </li>
        ))}
      </ol>
      <Link className="visual-page__link" to="/visual/filter/">
        {intl.formatMessage(m.filterLink)}
      </Link>
    </div>
  );
}
