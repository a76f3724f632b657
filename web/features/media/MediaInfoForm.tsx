import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { MediaInfoForm_media$key } from '../../__generated__/MediaInfoForm_media.graphql.ts';
import type { MediaInfoFormMutation } from '../../__generated__/MediaInfoFormMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useAlert, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { mediaMessages as m } from './media-messages.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import './MediaView.css';
import { mutationError } from '../../relay/mutation-error.ts';
import { type Licence, LICENCES } from '@domain/observations/enums.ts';
import { licenceText } from '../observations/observation-status.ts';

/** The location fields of recording §3 that hold numbers. */
const NUMBER_FIELDS = ['lat', 'lon', 'alt', 'direction', 'accuracy'] as const;
const PLACE_TEXT_FIELDS = ['timespot', 'country', 'region', 'geounit', 'geosubunit'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type InfoField = 'title' | 'author' | 'caption' | 'description' | 'date' | 'link' | 'location' | 'licence' | NumberField | (typeof PLACE_TEXT_FIELDS)[number];
type InfoValues = Record<InfoField, string>;

/** A typed number ('47,5' as well as '47.5'), null when empty, NaN when it is none (the server names the field). */
function numberValue(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed ? Number(trimmed) : null;
}

const fragment = graphql`
  fragment MediaInfoForm_media on Media {
    id
    title
    author
    caption
    description
    date
    link
    location
    lat
    lon
    alt
    direction
    accuracy
    timespot
    country
    region
    geounit
    geosubunit
    licence
  }
`;

const mutation = graphql`
  mutation MediaInfoFormMutation($id: ID!, $input: MediaInfoInput!) {
    updateMediaInfo(id: $id, input: $input) {
      __typename
      ... on MediaPayload {
        media {
          ...MediaInfoForm_media
        }
      }
      ...mutationError_error
    }
  }
`;

export interface MediaInfoFormProps {
  media: MediaInfoForm_media$key;
  /** shown above the fields, inside the form */
  header?: ReactNode;
  /** after the server took the info (the form has said so in a toast) */
  onSaved?: () => void;
}

/**
 * The owner's form for a media item's info fields (recording §3): every field is sent, because the
 * server saves them all at once. Leaving it with unsaved changes asks first.
 */
export function MediaInfoForm({ media: key, header, onSaved }: MediaInfoFormProps) {
  const media = useFragment(fragment, key);
  const intl = useIntl();
  const toast = useToast();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const idPrefix = useId();
  const [values, setValues] = useState<InfoValues>(
    () =>
      ({
        title: media.title,
        author: media.author,
        caption: media.caption,
        description: media.description,
        date: media.date ?? '',
        link: media.link ?? '',
        location: media.location ?? '',
        licence: media.licence,
        ...Object.fromEntries(NUMBER_FIELDS.map((name) => [name, media[name] == null ? '' : String(media[name])])),
        ...Object.fromEntries(PLACE_TEXT_FIELDS.map((name) => [name, media[name] ?? ''])),
      }) as InfoValues,
  );
  const [changed, setChanged] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<InfoField, string>>>({});
  const guard = useUnsavedChangesGuard(changed);
  const [commit, saving] = useMutation<MediaInfoFormMutation>(mutation);

  const set = (field: InfoField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged(true);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const save = () =>
    commit({
      variables: {
        id: media.id,
        input: {
          ...values,
          date: values.date || null,
          licence: values.licence as Licence,
          lat: numberValue(values.lat),
          lon: numberValue(values.lon),
          alt: numberValue(values.alt),
          direction: numberValue(values.direction),
          accuracy: numberValue(values.accuracy),
        },
      },
      onCompleted: ({ updateMediaInfo: result }) => {
        if (result.__typename === 'MediaPayload') {
          guard.markSaved();
          setChanged(false);
          toast(formatToken(intl, 'SAVED'), { kind: 'success' });
          onSaved?.();
          return;
        }
        const error = mutationError(result);
        if (error?.fields.length) {
          setProblems(Object.fromEntries(error.fields.map((problem) => [problem.field, formatToken(intl, problem.code)])));
          return;
        }
        void alert({ message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
      },
      onError: (error) => void requestError(error),
    });

  const field = (name: InfoField, label: string, input: 'text' | 'textarea' | 'date' | 'url' | 'decimal' | 'time' | 'licence' = 'text') => {
    const id = `${idPrefix}-${name}`;
    const props = {
      id,
      name,
      value: values[name],
      'aria-invalid': problems[name] ? true : undefined,
      'aria-describedby': problems[name] ? `${id}-error` : undefined,
      onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    };
    return (
      <div className="media-info__field">
        <label htmlFor={id}>{label}</label>
        {input === 'textarea' ? (
          <textarea rows={4} {...props} />
        ) : input === 'licence' ? (
          <select {...props}>
            {LICENCES.map((licence) => (
              <option key={licence} value={licence}>
                {licenceText(intl, licence)}
              </option>
            ))}
          </select>
        ) : input === 'decimal' ? (
          <input type="text" inputMode="decimal" {...props} />
        ) : (
          <input type={input} {...props} />
        )}
        {problems[name] && (
          <span id={`${id}-error`} className="media-info__error">
            {problems[name]}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      className="media-info"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {header}
      {field('title', intl.formatMessage(m.infoTitle))}
      {field('author', intl.formatMessage(m.author))}
      {field('caption', intl.formatMessage(m.infoCaption))}
      {field('description', intl.formatMessage(m.infoDescription), 'textarea')}
      {field('date', intl.formatMessage(m.infoDate), 'date')}
      {field('link', intl.formatMessage(m.infoLink), 'url')}
      {field('licence', intl.formatMessage(m.licence), 'licence')}
      <fieldset className="media-info__place">
        <legend>{intl.formatMessage(s.infoPlace)}</legend>
        {field('location', intl.formatMessage(s.infoLocation))}
        <div className="media-info__row">
          {field('lat', intl.formatMessage(s.lat), 'decimal')}
          {field('lon', intl.formatMessage(s.lon), 'decimal')}
        </div>
        <div className="media-info__row">
          {field('alt', intl.formatMessage(s.altMetres), 'decimal')}
          {field('accuracy', intl.formatMessage(s.accuracyMetres), 'decimal')}
        </div>
        <div className="media-info__row">
          {field('direction', intl.formatMessage(s.directionDegrees), 'decimal')}
          {field('timespot', intl.formatMessage(s.timespot), 'time')}
        </div>
        {field('country', intl.formatMessage(s.country))}
        {field('region', intl.formatMessage(s.region))}
        {field('geounit', intl.formatMessage(s.geounit))}
        {field('geosubunit', intl.formatMessage(s.geosubunit))}
      </fieldset>
      <Button type="submit" className="media-info__save" isDisabled={saving}>
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}
