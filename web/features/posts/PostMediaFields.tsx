import { useId } from 'react';
import { useIntl } from 'react-intl';
import { MediaUploadField } from '../media/MediaUploadField.tsx';
import { IMAGE_SIZE_CLASSES, type ImageSizeClass } from '@domain/media.ts';
import type { UploadQueue } from '../media/upload-queue.ts';
import { postMessages } from './messages.ts';

export interface PostMediaFieldsProps {
  queue: UploadQueue;
  size: ImageSizeClass;
  onSizeChange: (size: ImageSizeClass) => void;
}

/** A post's photos: uploaded here or chosen from the author's media, shown at one of the image size classes. */
export function PostMediaFields({ queue, size, onSizeChange }: PostMediaFieldsProps) {
  const intl = useIntl();
  const sizeId = useId();
  return (
    <>
      <MediaUploadField queue={queue} />
      <div className="posts-field">
        <label htmlFor={sizeId}>{intl.formatMessage(postMessages.imageSize)}</label>
        <select id={sizeId} value={size} onChange={(event) => onSizeChange(Number(event.target.value) as ImageSizeClass)}>
          {IMAGE_SIZE_CLASSES.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(postMessages.imageSizeClass, { percent: each })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
