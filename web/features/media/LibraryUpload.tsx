import { startTransition, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { createInfoTransfer } from './info-transfer.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { MediaUploadField } from './MediaUploadField.tsx';
import { UploadQueue } from './upload-queue.ts';
import { xhrTransport } from './upload-transport.ts';
import { withVideoPosters } from './video-poster.ts';

/** Files one visit to a media list takes. */
const LIBRARY_MAX_FILES = 20;

export interface LibraryUploadProps {
  /** a group's or project's list to upload into (its members only; the server decides) */
  entityId?: number;
  /** called (in a transition, so the list keeps showing while it loads again) when another upload has finished */
  onUploaded: () => void;
}

/**
 * Uploads straight into a media list (/my/media/list/, /entity/{id}/media/): photos, videos with
 * their poster frames, sounds and documents. Nothing is saved afterwards, so nothing is kept for
 * a reload either: a finished upload is already in the list. The uploads of the visit can then get
 * their info together (`/mediainfo_edit/?transferKey=…`).
 */
export function LibraryUpload({ entityId, onUploaded }: LibraryUploadProps) {
  const [queue] = useState(() => new UploadQueue(withVideoPosters(xhrTransport(undefined, entityId ? { entity_id: entityId } : {})), { maxFiles: LIBRARY_MAX_FILES }));
  const uploaded = useEffectEvent(() => startTransition(onUploaded));
  useEffect(() => {
    let done = 0;
    return queue.subscribe(() => {
      const now = queue.getSnapshot().filter((item) => item.status === 1).length;
      if (now > done) uploaded();
      done = now;
    });
  }, [queue]);
  const items = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.getSnapshot(),
  );
  const uploadedIds = items.flatMap((item) => (item.status === 1 && item.file && item.media ? [item.media.id] : []));
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <>
      <MediaUploadField queue={queue} kind="files" library={false} />
      {uploadedIds.length > 0 && (
        <Button
          className="media-view__edit"
          onPress={() => {
            // The batch goes to the info editor under a short-lived key (info-transfer.ts); without storage, the viewer's media lacking info.
            const key = createInfoTransfer(uploadedIds);
            void navigate(key ? `/mediainfo_edit/?transferKey=${key}` : '/media/info/edit/');
          }}
        >
          {intl.formatMessage(s.fillUploaded, { count: uploadedIds.length })}
        </Button>
      )}
    </>
  );
}
