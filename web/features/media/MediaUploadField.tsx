import { useCallback, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { type IntlShape, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { MediaUploadFieldNodesQuery } from '../../__generated__/MediaUploadFieldNodesQuery.graphql.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useAlert, useConfirm } from '../../ui/index.ts';
import { isPopupPath, useAppNavigate } from '../shell/navigation.ts';
import { attachmentBrowserHref, useAttachmentSelection } from './attachment-selection.ts';
import { mediaMessages as m } from './media-messages.ts';
import { existingUpload, type UploadItem, type UploadQueue } from './upload-queue.ts';

const nodesQuery = graphql`
  query MediaUploadFieldNodesQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Media {
        recId
        fileName
        mediaType
        thumb
        pres
        orig
      }
    }
  }
`;
import './MediaUploadField.css';

/** What a list takes: photos (a record's, a post's), or any of the spec's media file types (the own media list). */
export type UploadKind = 'photos' | 'files';

/** The spec's media file types besides images (social-core §9), for the file chooser. */
const FILE_TYPES = 'image/*,video/mp4,video/webm,audio/*,.mp3,.wav,.weba,.ogg,.aac,.mp4,.webm,.csv,.zip,.epub,.pdf,.kml,.kmz';

export interface MediaUploadFieldProps {
  queue: UploadQueue;
  /** default 'photos' */
  kind?: UploadKind;
  /** offers the viewer's media already uploaded (the attachment browser); default true */
  library?: boolean;
  /** the form's section style */
  className?: string;
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
export function MediaUploadField({ queue, onAdded, kind = 'photos', library = true, className }: MediaUploadFieldProps) {
  const intl = useIntl();
  const alert = useAlert();
  const items = useUploadItems(queue);
  const inputId = useId();
  const libraryTarget = `upload-field${inputId}`;
  const environment = useRelayEnvironment();
  const appNavigate = useAppNavigate();
  // The attachment browser is a popup, and one popup shows at a time: a form in a popup cannot open it.
  const inPopup = isPopupPath(useLocation().pathname);
  const tooMany = (count: number) => alert({ title: intl.formatMessage(m.TOO_MANY_FILES), message: intl.formatMessage(m.trimmed, { count }) });

  // Photos chosen in the attachment browser join the list as done items.
  useAttachmentSelection(libraryTarget, (recIds) => {
    const ids = recIds.map((recId) => btoa(`Media:${recId}`));
    void fetchQuery<MediaUploadFieldNodesQuery>(environment, nodesQuery, { ids })
      .toPromise()
      .then((data) => {
        const chosen = (data?.nodes ?? []).flatMap((node) =>
          node?.recId === undefined ? [] : [existingUpload({ ...node, recId: node.recId, fileName: node.fileName ?? '', mediaType: node.mediaType ?? 'i' })],
        );
        const { trimmed, added } = queue.addExisting(chosen);
        if (trimmed > 0) void tooMany(added.length);
      });
  });

  const choose = async (files: readonly File[]) => {
    if (!files.length) return;
    if (queue.count >= queue.maxFiles) {
      await alert({ title: intl.formatMessage(m.TOO_MANY_FILES), message: intl.formatMessage(m.MAX_UPLOADABLE_FILES, { max: queue.maxFiles }) });
      return;
    }
    const { added, trimmed } = await queue.add(files);
    onAdded?.(added);
    if (trimmed > 0) await tooMany(added.length);
  };

  return (
    <fieldset className={className ? `media-upload ${className}` : 'media-upload'} data-testid="media-upload">
      <legend className="media-upload__legend">{intl.formatMessage(kind === 'photos' ? m.photos : m.files)}</legend>
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
        accept={kind === 'photos' ? 'image/*' : FILE_TYPES}
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void choose(files);
        }}
      />
      <div className="media-upload__sources">
        <label htmlFor={inputId} className="media-upload__choose">
          <Icon name="image" />
          {intl.formatMessage(kind === 'photos' ? m.choose : m.chooseFiles)}
        </label>
        {library && !inPopup && (
          <Button
            className="media-upload__choose media-upload__choose--library"
            onPress={() => appNavigate(attachmentBrowserHref({ target: libraryTarget, type: 'i' }))}
            data-testid="media-library-pick"
          >
            <Icon name="list" />
            {intl.formatMessage(m.chooseFromLibrary)}
          </Button>
        )}
      </div>
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
      {(item.media?.thumb ?? preview) && <img className="media-upload__thumb" src={item.media?.thumb ?? preview ?? undefined} alt="" />}
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
          <Button
            className="media-upload__action"
            onPress={() => void ask(m.abortQuestion, intl.formatMessage(m.abort), true).then((yes) => yes && queue.cancel(item.key))}
          >
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
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
