import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { mediaMessages } from '../media/media-messages.ts';
import { MediaUploadField } from '../media/MediaUploadField.tsx';
import type { UploadQueue } from '../media/upload-queue.ts';
import type { usePhotoPrefill } from './usePhotoPrefill.ts';

/** The photos of the sighting, and what the first of them filled in (undoable). */
export function PhotosSection({ queue, photos }: { queue: UploadQueue; photos: ReturnType<typeof usePhotoPrefill> }) {
  const intl = useIntl();
  const { prefill } = photos;
  return (
    <>
      <MediaUploadField className="obs-form__section" queue={queue} onAdded={photos.prefillFromPhotos} />
      {prefill && (
        <div className="obs-form__prefill" role="status" data-testid="photo-prefill">
          <span>
            {intl.formatMessage(mediaMessages.prefilled, {
              fields: intl.formatList(prefill.fields.map((field) => intl.formatMessage(field === 'date' ? mediaMessages.prefilledDate : mediaMessages.prefilledPlace))),
            })}
          </span>
          <Button className="obs-form__prefill-undo" onPress={photos.undo}>
            {intl.formatMessage(mediaMessages.undo)}
          </Button>
        </div>
      )}
    </>
  );
}
