import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ObservationForm_observation$key } from '../../__generated__/ObservationForm_observation.graphql.ts';
import type { ObservationForm_viewer$key } from '../../__generated__/ObservationForm_viewer.graphql.ts';
import { useUploadItems } from '../media/MediaUploadField.tsx';
import { existingUpload, UploadQueue } from '../media/upload-queue.ts';
import { xhrTransport } from '../media/upload-transport.ts';
import { usePersistentUploads } from '../media/upload-store.ts';
import { toInput } from './observation-form-input.ts';
import { CHECKED_FIELDS, validateValues } from './observation-form-validation.ts';
import { formMessages as m } from './observation-form-messages.ts';
import { EntryCheckPanel, useEntryCheck } from './ObservationFormCheck.tsx';
import { MoreSection } from './ObservationFormMore.tsx';
import { PhotosSection } from './ObservationFormPhotos.tsx';
import { PlacesSheet } from './ObservationFormPlaces.tsx';
import { WhatSection } from './ObservationFormWhat.tsx';
import { WhenSection } from './ObservationFormWhen.tsx';
import { WhereSection } from './ObservationFormWhere.tsx';
import { useObservationFormState } from './useObservationFormState.tsx';
import { useObservationPlaces } from './useObservationPlaces.ts';
import { useObservationSave } from './useObservationSave.ts';
import { usePhotoPrefill } from './usePhotoPrefill.ts';
import './ObservationForm.css';

const viewerFragment = graphql`
  fragment ObservationForm_viewer on Viewer {
    settings
    savedLocations {
      ...ObservationForm_savedLocation @relay(mask: false)
    }
    locationHistory {
      country
      region
      closestSettlement
      location
      verbatimLat
      verbatimLon
      lat
      lon
      alt
      accuracy
      lastUsedAt
    }
  }
`;

const observationFragment = graphql`
  fragment ObservationForm_observation on Observation @argumentDefinitions(language: { type: "String!" }) {
    id
    recId
    ownedByViewer
    status
    speciesText
    species {
      id
      recId
      scientificName
      commonName(language: $language)
      thumbnailUrl
    }
    place {
      country
      region
      closestSettlement
      location
      verbatimLat
      verbatimLon
      lat
      lon
      alt
      accuracy
      locationSource
    }
    dateFrom
    dateTo
    timespot
    individuals
    lifeStage
    notes
    comment
    basisOfRecord
    licence
    sensitive
    media {
      recId
      thumb
      pres
      orig
      mediaType
      fileName
    }
    item {
      id
      privacy
    }
  }
`;

/** The upload-limit of the observation form: a few photos of one sighting, with room for the underside and the habitat. */
const OBSERVATION_MAX_FILES = 10;

export interface ObservationFormProps {
  viewer: ObservationForm_viewer$key;
  /** the record being edited; null for a new one */
  observation: ObservationForm_observation$key | null;
  /** the form's address, where a draft returns after the map picker */
  path: string;
  /** a point to start a new record with (?lat=&lon= from the map picker) */
  initialPoint?: { lat: number; lon: number } | null;
}

/**
 * The add/edit observation form (recording §2, §3, §5): phone first, one column. Coordinates and
 * dates get live feedback from the server's own parsers; the panel above the save button says what
 * saving will do (observationEntryCheck). A new record carries one clientId for all its retries.
 */
export function ObservationForm({ viewer: viewerKey, observation: observationKey, path, initialPoint = null }: ObservationFormProps) {
  const intl = useIntl();
  const viewer = useFragment(viewerFragment, viewerKey);
  const record = useFragment(observationFragment, observationKey);
  const isEdit = record != null;
  const form = useObservationFormState({ settings: viewer.settings, record, path, initialPoint });
  const { values, set, update, problemFor, formRef } = form;

  // Photos upload while the form is filled in; the record gets the ids of those that are done.
  const [queue] = useState(() => {
    const created = new UploadQueue(xhrTransport(), { maxFiles: OBSERVATION_MAX_FILES });
    created.attachExisting((record?.media ?? []).map(existingUpload));
    return created;
  });
  // Kept in IndexedDB, so a reload or a killed tab loses no photo and sends none twice.
  const forgetUploads = usePersistentUploads(queue, path);
  // The entry check counts the photos already attached: a finished upload answers the media requirement.
  const uploads = useUploadItems(queue);
  const attachedMediaIds = useMemo(() => uploads.flatMap((item) => (item.media ? [item.media.id] : [])), [uploads]);
  const photos = usePhotoPrefill(queue, isEdit, form);

  // What saving would do, asked while the fields the rules read are valid.
  const localProblems = useMemo(() => validateValues(values), [values]);
  const checkable = !localProblems.some((problem) => CHECKED_FIELDS.includes(problem.field));
  const checkSource = useMemo(() => (checkable ? toInput(values) : null), [checkable, values]);
  const entryCheck = useEntryCheck(checkSource, attachedMediaIds, record?.recId ?? null);

  const { save, remove, cancel, busy } = useObservationSave({ record, form, queue, forgetUploads, entryCheck });
  const place = useObservationPlaces(viewer, form);
  const sectionProps = { values, set, problemFor };

  return (
    <form
      ref={formRef}
      className="obs-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 className="obs-form__title">{intl.formatMessage(isEdit ? m.titleEdit : m.titleAdd)}</h1>
      <WhatSection {...sectionProps} />
      <PhotosSection queue={queue} photos={photos} />
      <WhenSection {...sectionProps} />
      <WhereSection {...sectionProps} update={update} place={place} />
      <MoreSection {...sectionProps} />

      {/* A rejected or revoked record keeps its status when edited (the rules still run for media and duplicates). */}
      <EntryCheckPanel state={entryCheck.current} keepsStatus={isEdit && (record.status === 0 || record.status === 3)} />

      <div className="obs-form__actions">
        {isEdit && record.ownedByViewer && (
          <Button className="obs-form__button obs-form__button--danger" onPress={() => void remove()} isDisabled={busy}>
            {intl.formatMessage(m.delete)}
          </Button>
        )}
        <span className="obs-form__spacer" />
        <Button className="obs-form__button obs-form__button--quiet" onPress={cancel} isDisabled={busy}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button type="submit" className="obs-form__button obs-form__button--primary" isDisabled={busy}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>

      <PlacesSheet
        isOpen={place.placesOpen}
        onClose={() => place.setPlacesOpen(false)}
        saved={place.places.saved}
        history={place.places.history}
        countryName={place.countryName}
        onChoose={place.choosePlace}
      />
    </form>
  );
}
