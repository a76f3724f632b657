import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { ProfileImagePageQuery, ProfileImagePageQuery$data } from '../../__generated__/ProfileImagePageQuery.graphql.ts';
import type { ProfileImagePageRemoveMutation } from '../../__generated__/ProfileImagePageRemoveMutation.graphql.ts';
import type { ProfileImagePageSetMutation } from '../../__generated__/ProfileImagePageSetMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Icon, useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { entityHref } from '../entities/entity-types.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { UploadError, xhrTransport } from '../media/upload-transport.ts';
import { mediaMessages } from '../media/media-messages.ts';
import { Forbidden, NotFound } from '../shell/StatusPages.tsx';
import { cropErrorText } from './crop-error.ts';
import { type CropChoice, ImageCropper } from './ImageCropper.tsx';
import { imageMessages as m } from './messages.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './images.css';
import { mutationError } from '../../relay/mutation-error.ts';

type Photo = NonNullable<ProfileImagePageQuery$data['viewer']['media']['edges'][number]['node']>;

/**
 * The route component of `/profile/image/` (login forced): the viewer's own profile image, or with
 * `?entity={id}` that of a group or project they administer (A). Pick one of the own photos or
 * upload a new one, crop a square, save; or remove the current image.
 */
const ProfileImagePage: RouteScreenComponent<{ main: ProfileImagePageQuery }> = ({ queries }) => {
  const [query, loadQuery] = useQueryLoader(profileImageQuery, queries.main);
  const refetch = () => loadQuery(queries.main.variables, { fetchPolicy: 'store-and-network' });
  return (
    <RouteScreen className="images-page" spinnerSize="large">
      <PartTexts part="images">
        <ProfileImage query={query ?? queries.main} refetch={refetch} />
      </PartTexts>
    </RouteScreen>
  );
};
export default ProfileImagePage;

const profileImageQuery = graphql`
  query ProfileImagePageQuery($recId: Int!, $own: Boolean!, $count: Int!) {
    viewer {
      entity @include(if: $own) {
        id
        recId
        type
        displayName
        profileImageUrl
        viewerRights {
          edit
        }
      }
      media(first: $count) {
        edges {
          node {
            id
            recId
            dbKey
            mediaType
            width
            height
            thumb
            pres
            title
            fileName
          }
        }
      }
    }
    entity(recId: $recId) @skip(if: $own) {
      id
      recId
      type
      displayName
      profileImageUrl
      viewerRights {
        edit
      }
    }
  }
`;

interface ProfileImageProps {
  query: PreloadedQuery<ProfileImagePageQuery>;
  refetch: () => void;
}

function ProfileImage({ query, refetch }: ProfileImageProps) {
  const own = query.variables.own;
  const data = usePreloadedQuery(profileImageQuery, query);
  const entity = own ? data.viewer.entity : data.entity;
  if (!entity) return <NotFound />;
  if (!entity.viewerRights.edit) return <Forbidden />;
  const photos = data.viewer.media.edges.flatMap(({ node }) => (node?.mediaType === 'i' && node.pres && node.width && node.height ? [node] : []));
  return <ProfileImageEditor entity={entity} own={own} photos={photos} refetch={refetch} />;
}

interface EditorProps {
  entity: { id: string; recId: number; type: number; displayName: string; profileImageUrl: string | null | undefined };
  own: boolean;
  photos: readonly Photo[];
  refetch: () => void;
}

/** Keeps the session's own image (the shell's avatar) in step with the viewer's person. */
function updateViewerImage(store: RecordSourceSelectorProxy, own: boolean, url: string | null) {
  if (own) store.getRoot().getLinkedRecord('viewer')?.setValue(url, 'profileImageUrl');
}

function ProfileImageEditor({ entity, own, photos, refetch }: EditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const [selectedRecId, setSelectedRecId] = useState<number | null>(null);
  const [choice, setChoice] = useState<CropChoice | null>(null);
  const selected = photos.find((photo) => photo.recId === selectedRecId) ?? null;
  const cropperRef = useRef<HTMLDivElement>(null);
  const selectedKey = selected?.dbKey;
  useEffect(() => {
    if (selectedKey) cropperRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [selectedKey]);
  const profilePath = own ? '/profile/' : entityHref(entity.recId, entity.type);

  const [commitSet, setting] = useMutation<ProfileImagePageSetMutation>(graphql`
    mutation ProfileImagePageSetMutation($input: SetProfileImageInput!) {
      setProfileImage(input: $input) {
        __typename
        ... on ProfileImagePayload {
          entity {
            id
            profileImageUrl
          }
        }
        ...mutationError_error
      }
    }
  `);
  const [commitRemove, removing] = useMutation<ProfileImagePageRemoveMutation>(graphql`
    mutation ProfileImagePageRemoveMutation($input: RemoveProfileImageInput!) {
      removeProfileImage(input: $input) {
        __typename
        ... on ProfileImagePayload {
          entity {
            id
            profileImageUrl
          }
        }
        ...mutationError_error
      }
    }
  `);
  const target = own ? {} : { entity: entity.id };

  const save = () => {
    if (!selected || !choice?.valid) return;
    commitSet({
      variables: { input: { ...target, dbKey: selected.dbKey, points: choice.points, rotation: choice.rotation } },
      updater: (store, response) => {
        const result = response?.setProfileImage;
        if (result?.__typename === 'ProfileImagePayload') updateViewerImage(store, own, result.entity?.profileImageUrl ?? null);
      },
      onCompleted: ({ setProfileImage: result }) => {
        if (result.__typename !== 'ProfileImagePayload') return void alert({ message: cropErrorText(intl, mutationError(result)?.code) });
        toast(intl.formatMessage(m.profileSaved), { kind: 'success' });
        void navigate(profilePath);
      },
      onError: (error) => void requestError(error),
    });
  };

  const remove = async () => {
    const yes = await confirm({ message: intl.formatMessage(m.removeQuestion), confirmLabel: intl.formatMessage(m.remove), destructive: true });
    if (!yes) return;
    commitRemove({
      variables: { input: target },
      updater: (store, response) => {
        if (response?.removeProfileImage.__typename === 'ProfileImagePayload') updateViewerImage(store, own, null);
      },
      onCompleted: ({ removeProfileImage: result }) => {
        if (result.__typename !== 'ProfileImagePayload') return void alert({ message: cropErrorText(intl, mutationError(result)?.code) });
        toast(intl.formatMessage(m.removed), { kind: 'success' });
      },
      onError: (error) => void requestError(error),
    });
  };

  const uploaded = (recId: number) => {
    setSelectedRecId(recId);
    refetch();
  };

  return (
    <>
      <h1 className="images-page__title">{own ? intl.formatMessage(m.profileTitle) : intl.formatMessage(m.profileTitleOf, { name: entity.displayName })}</h1>
      <div className="profile-image__current" data-testid="profile-image-current">
        {entity.profileImageUrl ? (
          <>
            <img className="profile-image__avatar" src={entity.profileImageUrl} alt={intl.formatMessage(m.current)} />
            <Button className="images-page__button images-page__button--danger" isDisabled={removing} onPress={() => void remove()}>
              {intl.formatMessage(m.remove)}
            </Button>
          </>
        ) : (
          <p className="images-page__hint">{intl.formatMessage(m.noImage)}</p>
        )}
      </div>

      <h2 className="profile-image__section-title">{intl.formatMessage(m.choose)}</h2>
      <p className="images-page__hint">{intl.formatMessage(m.chooseHint)}</p>
      <PhotoUpload onUploaded={uploaded} />
      {photos.length > 0 ? (
        <ul className="profile-image__photos" aria-label={intl.formatMessage(m.choose)}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                className="profile-image__photo"
                aria-pressed={photo.recId === selectedRecId}
                aria-label={intl.formatMessage(m.pick, { name: photo.title || photo.fileName })}
                onClick={() => setSelectedRecId(photo.recId)}
              >
                <img src={photo.thumb ?? photo.pres!} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="images-page__hint">{intl.formatMessage(m.noPhotos)}</p>
      )}

      {selected && (
        <div className="profile-image__crop" ref={cropperRef}>
          <ImageCropper key={selected.dbKey} image={selected.pres!} original={{ width: selected.width!, height: selected.height! }} square onChange={setChoice} />
          <Button className="images-page__button" isDisabled={!choice?.valid || setting} onPress={save} data-testid="profile-image-save">
            {intl.formatMessage(m.setProfile)}
          </Button>
        </div>
      )}
      <Link className="images-page__link" to={profilePath}>
        {intl.formatMessage(m.backToProfile)}
      </Link>
    </>
  );
}

/** A new photo sent like the form uploads (POST /api/upload/media), one at a time, with its progress. */
function PhotoUpload({ onUploaded }: { onUploaded: (recId: number) => void }) {
  const intl = useIntl();
  const alert = useAlert();
  const inputId = useId();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    setPercent(0);
    try {
      const media = await xhrTransport()(
        { key: crypto.randomUUID(), file, attributes: {} },
        (loaded, total) => setPercent(total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0),
        new AbortController().signal,
      );
      onUploaded(media.id);
    } catch (error) {
      const code = error instanceof UploadError ? error.code : 'NO_NETWORK';
      const key = `error${code}` as keyof typeof mediaMessages;
      void alert({ message: Object.hasOwn(mediaMessages, key) ? intl.formatMessage(mediaMessages[key]) : cropErrorText(intl, code) });
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="profile-image__upload">
      <input
        id={inputId}
        type="file"
        accept="image/*"
        disabled={percent !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <label htmlFor={inputId} className="images-page__button images-page__button--secondary">
        <Icon name="image" size={20} />
        {percent === null ? intl.formatMessage(m.upload) : intl.formatMessage(m.uploading, { percent })}
      </label>
    </div>
  );
}
