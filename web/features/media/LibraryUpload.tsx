import { startTransition, useEffect, useEffectEvent, useState } from 'react';
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
 * a reload either: a finished upload is already in the list.
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
  return <MediaUploadField queue={queue} kind="files" library={false} />;
}
