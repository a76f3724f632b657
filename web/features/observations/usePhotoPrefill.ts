import { useState } from 'react';
import { prefillFrom } from '../media/exif.ts';
import type { UploadQueue } from '../media/upload-queue.ts';
import { dayText, type ObservationFormValues, pointCoordinates, todayText } from './observation-form-values.ts';
import type { ObservationFormState } from './useObservationFormState.tsx';

/** What a photo filled in, and the values it replaced (for undo). */
export interface PhotoPrefill {
  fields: readonly ('date' | 'place')[];
  before: Pick<ObservationFormValues, 'dateFrom' | 'coordinates' | 'origin' | 'alt' | 'accuracy'>;
}

/** The date and the place of the first photos that have them fill a new record's untouched fields; undoable. */
export function usePhotoPrefill(queue: UploadQueue, isEdit: boolean, { valuesRef, setChanged, update }: ObservationFormState) {
  const [prefill, setPrefill] = useState<PhotoPrefill | null>(null);

  const prefillFromPhotos = () => {
    setChanged(true);
    if (isEdit) return;
    const found = prefillFrom(queue.getSnapshot().map((item) => item.attributes));
    const patch: Partial<ObservationFormValues> = {};
    const fields: PhotoPrefill['fields'][number][] = [];
    if (found.date && valuesRef.current.dateFrom === todayText()) {
      patch.dateFrom = dayText(found.date.value);
      fields.push('date');
    }
    if (found.coordinates && !valuesRef.current.coordinates.trim()) {
      Object.assign(patch, pointCoordinates(found.coordinates.lat, found.coordinates.lon, 'EXIF'));
      if (found.coordinates.alt !== undefined) patch.alt = String(Math.round(found.coordinates.alt));
      if (found.coordinates.accuracy !== undefined) patch.accuracy = String(Math.round(found.coordinates.accuracy));
      fields.push('place');
    }
    if (!fields.length) return;
    const { dateFrom, coordinates, origin, alt, accuracy } = valuesRef.current;
    setPrefill({ fields, before: { dateFrom, coordinates, origin, alt, accuracy } });
    update(patch, ['dateFrom', 'coordinates', 'alt', 'accuracy']);
  };

  const undo = () => {
    if (!prefill) return;
    update(prefill.before, ['dateFrom', 'coordinates', 'alt', 'accuracy']);
    setPrefill(null);
  };

  return { prefill, prefillFromPhotos, undo };
}
