import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { type IntlShape, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { formatToken } from '../../i18n/tokens.ts';
import { Icon, Popover } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { EXPORT_FORMATS, type ExportDataset, type ExportFormat } from '@domain/exports.ts';
import { EXPORT_POPOVER_CLOSE_MS, exportFileName, exportHref } from './export-request.ts';
import { exportMessages as m } from './messages.ts';
import { type ExportState, useExportDownload } from './useExportDownload.ts';
import './ExportPopover.css';

export interface ExportPopoverProps {
  /** the own-records page exports its owner's records first */
  defaultDataset?: ExportDataset;
  /** the page's button style */
  triggerClassName: string;
}

function formatSize(intl: IntlShape, bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

/**
 * The export popover of the records list, one's own records and the map (recording §7): the page's
 * filter as a Darwin Core Archive, tab-separated text or KMZ, of the records the viewer may see or,
 * logged in, of their own. The download runs here (progress, Cancel) and outlives the popover, which
 * closes itself `EXPORT_POPOVER_CLOSE_MS` after the file is saved.
 */
export function ExportPopover({ defaultDataset = 'observation', triggerClassName }: ExportPopoverProps) {
  const intl = useIntl();
  const download = useExportDownload();
  return (
    <Popover
      label={intl.formatMessage(m.title)}
      trigger={
        <Button className={triggerClassName} data-testid="export-open">
          <Icon name="download" size={16} />
          {intl.formatMessage(m.open)}
        </Button>
      }
    >
      {(close) => <ExportPanel close={close} defaultDataset={defaultDataset} {...download} />}
    </Popover>
  );
}

interface PanelProps extends ReturnType<typeof useExportDownload> {
  close: () => void;
  defaultDataset: ExportDataset;
}

function ExportPanel({ close, defaultDataset, state, start, cancel }: PanelProps) {
  const intl = useIntl();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const headingId = useId();
  const [dataset, setDataset] = useState<ExportDataset>(viewer.isGuest ? 'observation' : defaultDataset);

  const closeLater = useEffectEvent(() => close());
  useEffect(() => {
    if (state.phase !== 'done') return;
    const timer = setTimeout(closeLater, EXPORT_POPOVER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const begin = (format: ExportFormat) => void start(exportHref(dataset, format, params, viewer.can.validate), exportFileName(dataset, format), format === 'csv');

  return (
    <section className="export" aria-labelledby={headingId} data-testid="export-popover">
      <h2 id={headingId} className="export__title">
        {intl.formatMessage(m.title)}
      </h2>
      {!viewer.isGuest && (
        <fieldset className="export__group">
          <legend>{intl.formatMessage(m.dataset)}</legend>
          {(['observation', 'myobservation'] as const).map((choice) => (
            <label key={choice} className="export__choice">
              <input
                type="radio"
                name={`${headingId}-dataset`}
                checked={dataset === choice}
                onChange={() => setDataset(choice)}
                disabled={state.phase === 'downloading'}
              />
              {intl.formatMessage(choice === 'observation' ? m.datasetObservation : m.datasetMine)}
            </label>
          ))}
        </fieldset>
      )}
      {state.phase === 'downloading' ? (
        <Progress state={state} onCancel={cancel} />
      ) : (
        <fieldset className="export__group">
          <legend>{intl.formatMessage(m.format)}</legend>
          {EXPORT_FORMATS.map((format) => (
            <Button key={format} className="export__format" onPress={() => begin(format)} data-testid={`export-${format}`}>
              <Icon name="download" size={16} />
              {intl.formatMessage(m[format])}
            </Button>
          ))}
        </fieldset>
      )}
      <Outcome state={state} />
    </section>
  );
}

function Progress({ state, onCancel }: { state: Extract<ExportState, { phase: 'downloading' }>; onCancel: () => void }) {
  const intl = useIntl();
  const [value, max] =
    state.rows !== null && state.records
      ? [Math.min(state.rows, state.records), state.records]
      : state.totalBytes
        ? [state.bytes, state.totalBytes]
        : [undefined, undefined];
  return (
    <div className="export__progress" data-testid="export-progress">
      <progress className="export__bar" value={value} max={max} aria-label={intl.formatMessage(m.progressLabel)} />
      <p aria-live="polite">
        {intl.formatMessage(m.downloading, { size: formatSize(intl, state.bytes) })}
        {state.records !== null && (
          <>
            {' · '}
            {state.rows !== null ? intl.formatMessage(m.rows, { rows: state.rows, records: state.records }) : intl.formatMessage(m.records, { records: state.records })}
          </>
        )}
      </p>
      <Button className="export__cancel" onPress={onCancel} data-testid="export-cancel">
        <Icon name="close" size={16} />
        {intl.formatMessage(m.cancel)}
      </Button>
    </div>
  );
}

function Outcome({ state }: { state: ExportState }) {
  const intl = useIntl();
  if (state.phase === 'done')
    return (
      <p className="export__note" role="status" data-testid="export-done">
        {intl.formatMessage(m.done, { fileName: state.fileName, size: formatSize(intl, state.bytes) })}
      </p>
    );
  if (state.phase === 'cancelled')
    return (
      <p className="export__note" role="status">
        {intl.formatMessage(m.cancelled)}
      </p>
    );
  if (state.phase === 'failed')
    return (
      <p className="export__note export__note--error" role="alert">
        {intl.formatMessage(m.failed, { reason: formatToken(intl, state.code ?? 'NO_NETWORK') })}
      </p>
    );
  return null;
}
