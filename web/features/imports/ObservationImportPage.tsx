import { type DragEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, SAMPLE_SIGHTINGS_CSV, SIGHTING_COLUMNS } from '@domain/imports.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { previewRows } from './csv-preview.ts';
import { type ImportAnswer, type ImportReportBody, type ImportRowError, sendSightings } from './import-transport.ts';
import { type ImportsMessage, importsMessages as m } from './messages.ts';
import './imports.css';

const PREVIEW_ROWS = 5;
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_SIGHTINGS_CSV)}`;

/** The route component of `/my/observation/import/`: a sightings file checked row by row, then imported whole. */
const ObservationImportPage: RouteScreenComponent<Record<never, never>> = () => (
  <RouteScreen loadingClassName="imp-loading">
    <PartTexts part="imports">
      <ObservationImport />
    </PartTexts>
  </RouteScreen>
);
export default ObservationImportPage;

type Stage =
  | { step: 'idle' }
  | { step: 'checking' | 'importing'; progress: number }
  | { step: 'checked'; report: ImportReportBody }
  | { step: 'done'; report: ImportReportBody }
  | { step: 'failed'; message: string };

interface Chosen {
  name: string;
  size: number;
  csv: string;
}

function ObservationImport() {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);

  const failure = (answer: Extract<ImportAnswer, { kind: 'error' }>): string => {
    if (answer.status === 413 || answer.code === 'PAYLOAD_TOO_LARGE') return intl.formatMessage(m.tooLarge, { max: IMPORT_MAX_BYTES / 1024 / 1024 });
    if (answer.fields.some((field) => field.code === 'TOO_MANY_ITEMS')) return intl.formatMessage(m.tooMany, { max: IMPORT_MAX_ROWS });
    if (answer.fields.some((field) => field.code === 'FIELD_REQUIRED')) return intl.formatMessage(m.empty);
    return formatToken(intl, answer.code);
  };

  const send = async (csv: string, dryRun: boolean) => {
    setStage({ step: dryRun ? 'checking' : 'importing', progress: 0 });
    const answer = await sendSightings(csv, dryRun, (progress) => setStage({ step: dryRun ? 'checking' : 'importing', progress }));
    if (answer.kind === 'error') setStage({ step: 'failed', message: failure(answer) });
    else if (!dryRun && answer.report.errors.length === 0) setStage({ step: 'done', report: answer.report });
    else setStage({ step: 'checked', report: answer.report });
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setChosen({ name: file.name, size: file.size, csv: '' });
      setStage({ step: 'failed', message: intl.formatMessage(m.tooLarge, { max: IMPORT_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    const csv = await file.text();
    setChosen({ name: file.name, size: file.size, csv });
    await send(csv, true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const busy = stage.step === 'checking' || stage.step === 'importing';
  const report = stage.step === 'checked' ? stage.report : null;
  const canImport = chosen !== null && report !== null && report.errors.length === 0 && report.checked > 0;
  const preview = chosen?.csv ? previewRows(chosen.csv, PREVIEW_ROWS) : [];

  if (stage.step === 'done') {
    return (
      <div className="imp-page">
        <h1 className="imp-title">{intl.formatMessage(m.title)}</h1>
        <div className="imp-success" role="status" data-testid="import-done">
          <p>{intl.formatMessage(m.done, { count: stage.report.imported })}</p>
          {stage.report.skipped > 0 && <p>{intl.formatMessage(m.skipped, { count: stage.report.skipped })}</p>}
        </div>
        <div className="imp-actions">
          <Link className="imp-button imp-button--primary" to="/my/observation/">
            {intl.formatMessage(m.myRecords)}
          </Link>
          <button
            type="button"
            className="imp-button"
            onClick={() => {
              setChosen(null);
              setStage({ step: 'idle' });
            }}
          >
            {intl.formatMessage(m.another)}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="imp-page">
      <h1 className="imp-title">{intl.formatMessage(m.title)}</h1>
      <p className="imp-intro">{intl.formatMessage(m.intro)}</p>
      <p className="imp-intro">{intl.formatMessage(m.allOrNothing)}</p>
      <a className="imp-sample" href={SAMPLE_HREF} download="lepke-import-minta.csv">
        {intl.formatMessage(m.sample)}
      </a>

      <div
        className={`imp-drop${dragging ? ' imp-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="imp-file-input"
          data-testid="import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
        />
        <button type="button" className="imp-button imp-button--primary" disabled={busy} onClick={() => input.current?.click()}>
          {intl.formatMessage(m.pick)}
        </button>
        <span className="imp-drop__hint">{intl.formatMessage(m.drop)}</span>
        {chosen && <span className="imp-file">{intl.formatMessage(m.file, { name: chosen.name, size: Math.max(1, Math.round(chosen.size / 1024)) })}</span>}
      </div>

      {busy && (
        <div className="imp-progress">
          <span>{intl.formatMessage(stage.step === 'checking' ? m.checking : m.importing)}</span>
          <progress max={1} value={stage.progress} aria-label={intl.formatMessage(m.progressLabel)} />
          <span>{intl.formatMessage(m.uploading, { percent: Math.round(stage.progress * 100) })}</span>
        </div>
      )}
      {stage.step === 'failed' && (
        <p className="imp-alert" role="alert">
          {stage.message}
        </p>
      )}

      {preview.length > 0 && (
        <section className="imp-section">
          <h2 className="imp-subtitle">{intl.formatMessage(m.preview, { count: preview.length })}</h2>
          <div className="imp-table-wrap">
            <table className="imp-table" data-testid="import-preview">
              <thead>
                <tr>
                  <th>{intl.formatMessage(m.line)}</th>
                  {SIGHTING_COLUMNS.map((column) => (
                    <th key={column}>{intl.formatMessage(m[`column.${column}`])}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    {SIGHTING_COLUMNS.map((column, i) => (
                      <td key={column}>{row.cells[i] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {report && report.errors.length > 0 && <RowErrors errors={report.errors} />}
      {report && report.errors.length === 0 && (
        <p className="imp-ok" role="status">
          {intl.formatMessage(m.checkedOk, { count: report.checked })}
        </p>
      )}
      {chosen && (
        <div className="imp-actions">
          <button type="button" className="imp-button imp-button--primary" disabled={!canImport || busy} onClick={() => void send(chosen.csv, false)}>
            {intl.formatMessage(m.import)}
          </button>
        </div>
      )}
    </div>
  );
}

/** Where a row error is: its column, both coordinate columns as one, or the whole row. */
function errorPlace(error: ImportRowError) {
  if (error.code === 'COORDINATE') return m.coordinates;
  return error.column ? m[`column.${error.column}`] : m.wholeRow;
}

function RowErrors({ errors }: { errors: ImportRowError[] }) {
  const intl = useIntl();
  return (
    <section className="imp-section" data-testid="import-errors">
      <h2 className="imp-subtitle imp-subtitle--error">{intl.formatMessage(m.errorsTitle, { count: errors.length })}</h2>
      <ul className="imp-errors">
        {errors.map((error, i) => (
          <li key={i} className="imp-error">
            <strong>{intl.formatMessage(m.row, { row: error.row })}</strong>
            <span className="imp-error__column">{intl.formatMessage(errorPlace(error))}</span>
            <span className="imp-error__reason">{intl.formatMessage(m[`reason.${error.code}` as ImportsMessage], { detail: error.detail })}</span>
            {error.detail && error.code !== 'COLUMN_COUNT' && <code className="imp-error__detail">{error.detail}</code>}
          </li>
        ))}
      </ul>
    </section>
  );
}
