import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import type { ImageFormat, ImageEditPageMutation } from '../../__generated__/ImageEditPageMutation.graphql.ts';
import type { ImageEditPageQuery } from '../../__generated__/ImageEditPageQuery.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useAlert, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { Forbidden, NotFound, StatusPage } from '../shell/StatusPages.tsx';
import { cropErrorText } from './crop-error.ts';
import { type CropChoice, ImageCropper } from './ImageCropper.tsx';
import { imageMessages as m } from './messages.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './images.css';
import { mutationError } from '../../relay/mutation-error.ts';

const FORMATS: { value: ImageFormat; label: typeof m.formatPng }[] = [
  { value: 'PNG', label: m.formatPng },
  { value: 'JPEG', label: m.formatJpeg },
  { value: 'WEBP', label: m.formatWebp },
];

/** The image to show: `?url=` when it is one of this item's own files, else its presentation size or original. */
function shownImage(url: string | null, dbKey: string, files: { pres?: string | null; orig?: string | null }): string | null {
  if (url?.startsWith(`/media/files/${dbKey}/`)) return url;
  return files.pres ?? files.orig ?? null;
}

/** The route component of `/image/edit/{dbkey}?url=` (login forced): crop and turn a photo into a new one. */
const ImageEditPage: RouteScreenComponent<{ main: ImageEditPageQuery }> = ({ queries }) => (
  <RouteScreen className="images-page" spinnerSize="large">
    <PartTexts part="images">
      <ImageEdit query={queries.main} />
    </PartTexts>
  </RouteScreen>
);
export default ImageEditPage;

function ImageEdit({ query }: { query: PreloadedQuery<ImageEditPageQuery> }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { mediaByDbKey: media } = usePreloadedQuery(
    graphql`
      query ImageEditPageQuery($dbKey: String!) {
        mediaByDbKey(dbKey: $dbKey) {
          recId
          dbKey
          mediaType
          width
          height
          pres
          orig
          title
          fileName
        }
      }
    `,
    query,
  );
  if (!media) return <NotFound />;
  // Only who may read the original (its owner, a validator) crops it; the server says the same.
  if (!media.orig) return <Forbidden />;
  const image = shownImage(params.get('url'), media.dbKey, media);
  if (media.mediaType !== 'i' || !media.width || !media.height || !image) {
    return <StatusPage title={intl.formatMessage(m.editTitle)} text={intl.formatMessage(m.cannotEdit)} />;
  }
  return <ImageEditForm dbKey={media.dbKey} image={image} original={{ width: media.width, height: media.height }} />;
}

function ImageEditForm({ dbKey, image, original }: { dbKey: string; image: string; original: { width: number; height: number } }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const formatId = useId();
  const [choice, setChoice] = useState<CropChoice | null>(null);
  const [format, setFormat] = useState<ImageFormat>('PNG');
  const [commit, saving] = useMutation<ImageEditPageMutation>(graphql`
    mutation ImageEditPageMutation($input: CropImageInput!) {
      cropImage(input: $input) {
        __typename
        ... on CropImagePayload {
          media {
            id
            recId
          }
        }
        ...mutationError_error
      }
    }
  `);

  const save = () => {
    if (!choice?.valid) return;
    commit({
      variables: { input: { dbKey, points: choice.points, rotation: choice.rotation, format } },
      onCompleted: ({ cropImage: result }) => {
        if (result.__typename === 'CropImagePayload' && result.media) {
          toast(intl.formatMessage(m.saved), { kind: 'success' });
          void navigate(`/media/${result.media.recId}`);
          return;
        }
        void alert({ message: cropErrorText(intl, mutationError(result)?.code) });
      },
      onError: (error) => void requestError(error),
    });
  };

  return (
    <>
      <h1 className="images-page__title">{intl.formatMessage(m.editTitle)}</h1>
      <p className="images-page__hint">{intl.formatMessage(m.editHint)}</p>
      <ImageCropper image={image} original={original} onChange={setChoice} />
      <div className="images-page__row">
        <div className="images-page__field">
          <label htmlFor={formatId}>{intl.formatMessage(m.format)}</label>
          <select id={formatId} value={format} onChange={(event) => setFormat(event.target.value as ImageFormat)}>
            {FORMATS.map((option) => (
              <option key={option.value} value={option.value}>
                {intl.formatMessage(option.label)}
              </option>
            ))}
          </select>
        </div>
        <Button className="images-page__button" isDisabled={!choice?.valid || saving} onPress={save} data-testid="image-edit-save">
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </>
  );
}
