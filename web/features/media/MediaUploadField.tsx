import { useCallback, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { type IntlShape, useIntl } from 'react-intl';
import { Icon } from '../../ui/Icon.tsx';
import { useAlert, useConfirm } from '../../ui/index.ts';
import { mediaMessages as m } from './media-messages.ts';
import type { UploadItem, UploadQueue } from './upload-queue.ts';
import './MediaUploadField.css';

export interface MediaUploadFieldProps {
  queue: UploadQueue;
  /** called with the items a choice added, after their EXIF was read (the form prefills from them) */
  onAdded?: (items: readonly UploadItem[]) => void;
}

/** Subscribes a component to the queue's items. */
export function useUploadItems(queue: UploadQueue): readonly UploadItem[] {
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const snapshot = useCallback(() => queue.getSnapshot(), [queue]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The upload list of a form (social-core §9, recording §4): choose photos, watch each one's
 * progress, abort, retry or remove one after a confirmation. The list takes at most the
 * queue's maxFiles; a larger choice is trimmed with the spec's alert.
 */
export function MediaUploadField({ queue, onAdded }: MediaUploadFieldProps) {
  const intl = useIntl();
  const alert = useAlert();
  const items = useUploadItems(queue);
  const inputId = useId();

  const choose = async (files: readonly File[]) => {
    if (!files.length) return;
    if (queue.count >= queue.maxFiles) {
      await alert({ title: intl.formatMessage(m.TOO_MANY_FILES), message: intl.formatMessage(m.MAX_UPLOADABLE_FILES, { max: queue.maxFiles }) });
      return;
    }
    const { added, trimmed } = await queue.add(files);
    onAdded?.(added);
    if (trimmed > 0) await alert({ title: intl.formatMessage(m.TOO_MANY_FILES), message: intl.formatMessage(m.trimmed, { count: added.length }) });
  };

  return (
    <fieldset className="obs-form__section media-upload" data-testid="media-upload">
      <legend className="obs-form__legend">{intl.formatMessage(m.photos)}</legend>
      {items.length > 0 && (
        <ul className="media-upload__list">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} queue={queue} />
          ))}
        </ul>
      )}
      <input
        id={inputId}
        className="media-upload__input"
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void choose(files);
        }}
      />
      <label htmlFor={inputId} className="media-upload__choose">
        <Icon name="image" />
        {intl.formatMessage(m.choose)}
      </label>
      <p className="media-upload__hint">{intl.formatMessage(m.limit, { max: queue.maxFiles })}</p>
    </fieldset>
  );
}

function stateText(intl: IntlShape, item: UploadItem): string {
  switch (item.state) {
    case 'waiting':
      return intl.formatMessage(m.waiting);
    case 'started':
      return intl.formatMessage(m.started, { percent: item.progress });
    case 'succeeded':
      return intl.formatMessage(m.succeeded);
    case 'cancelled':
      return intl.formatMessage(m.cancelled);
    case 'failed': {
      const reason = item.error && Object.hasOwn(m, `error${item.error}`) ? intl.formatMessage(m[`error${item.error}` as keyof typeof m]) : null;
      return reason ? `${intl.formatMessage(m.failed)}: ${reason}` : intl.formatMessage(m.failed);
    }
  }
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const preview = useObjectUrl(item.file);
  const ask = (question: typeof m.abortQuestion, confirmLabel: string, destructive = false) =>
    confirm({ message: intl.formatMessage(question, { name: item.name }), confirmLabel, destructive });

  return (
    <li className={`media-upload__item media-upload__item--${item.state}`} data-testid="upload-item" data-state={item.state}>
      {preview && <img className="media-upload__thumb" src={item.media?.thumb ?? preview} alt="" />}
      <div className="media-upload__body">
        <span className="media-upload__name">{item.name}</span>
        <div
          className="media-upload__bar"
          role="progressbar"
          aria-label={intl.formatMessage(m.progressLabel, { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
        >
          <span style={{ width: `${item.progress}%` }} />
        </div>
        <span className="media-upload__state" role="status">
          {stateText(intl, item)}
        </span>
      </div>
      <div className="media-upload__actions">
        {item.status === 0 && (
          <Button className="media-upload__action" onPress={() => void ask(m.abortQuestion, intl.formatMessage(m.abort), true).then((yes) => yes && queue.cancel(item.key))}>
            {intl.formatMessage(m.abort)}
          </Button>
        )}
        {item.status === -1 && (
          <Button className="media-upload__action" onPress={() => void ask(m.retryQuestion, intl.formatMessage(m.retry)).then((yes) => yes && queue.retry(item.key))}>
            {intl.formatMessage(m.retry)}
          </Button>
        )}
        <Button
          className="media-upload__action media-upload__action--remove"
          aria-label={`${intl.formatMessage(m.remove)}: ${item.name}`}
          onPress={() => void ask(m.removeQuestion, intl.formatMessage(m.remove), true).then((yes) => yes && queue.remove(item.key))}
        >
          <Icon name="close" size={20} />
        </Button>
      </div>
    </li>
  );
}

/** A short-lived URL of a local image for its preview, revoked when the row goes. */
function useObjectUrl(file: File): string | null {
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
