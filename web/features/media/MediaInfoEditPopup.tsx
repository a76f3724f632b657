import { Suspense, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import type { MediaInfoEditPopupMutation } from '../../__generated__/MediaInfoEditPopupMutation.graphql.ts';
import type { MediaInfoEditPopupQuery } from '../../__generated__/MediaInfoEditPopupQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Spinner, useAlert, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { recIdParam } from '../observations/observation-form.ts';
import { Forbidden, NotFound } from '../shell/StatusPages.tsx';
import { mediaMessages as m } from './media-messages.ts';
import './MediaView.css';

type InfoField = 'title' | 'author' | 'caption' | 'description' | 'date' | 'link';
type InfoValues = Record<InfoField, string>;

const mutation = graphql`
  mutation MediaInfoEditPopupMutation($id: ID!, $input: MediaInfoInput!) {
    updateMediaInfo(id: $id, input: $input) {
      __typename
      ... on MediaPayload {
        media {
          id
          title
          author
          caption
          description
          date
          link
        }
      }
      ... on ValidationError {
        fields {
          field
          code
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

/** The route component of `/media/info/edit/{id}` (popup, login forced): the owner edits a media item's information. */
export default function MediaInfoEditPopup() {
  const recId = recIdParam(useParams().id) ?? 0;
  return (
    <Suspense fallback={<Spinner />}>
      <MediaInfoEdit recId={recId} />
    </Suspense>
  );
}

function MediaInfoEdit({ recId }: { recId: number }) {
  const { media } = useLazyLoadQuery<MediaInfoEditPopupQuery>(
    graphql`
      query MediaInfoEditPopupQuery($recId: Int!) {
        media(recId: $recId) {
          id
          recId
          ownedByViewer
          fileName
          thumb
          title
          author
          caption
          description
          date
          link
        }
      }
    `,
    { recId },
    { fetchPolicy: 'network-only' },
  );
  if (!media) return <NotFound />;
  if (!media.ownedByViewer) return <Forbidden />;
  return <InfoForm media={media} />;
}

function InfoForm({ media }: { media: NonNullable<MediaInfoEditPopupQuery['response']['media']> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const idPrefix = useId();
  const [values, setValues] = useState<InfoValues>(() => ({
    title: media.title,
    author: media.author,
    caption: media.caption,
    description: media.description,
    date: media.date ?? '',
    link: media.link ?? '',
  }));
  const [changed, setChanged] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<InfoField, string>>>({});
  const guard = useUnsavedChangesGuard(changed);
  const [commit, saving] = useMutation<MediaInfoEditPopupMutation>(mutation);

  const set = (field: InfoField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged(true);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const save = () =>
    commit({
      variables: { id: media.id, input: { ...values, date: values.date || null } },
      onCompleted: ({ updateMediaInfo: result }) => {
        if (result.__typename === 'MediaPayload') {
          guard.markSaved();
          setChanged(false);
          toast(formatToken(intl, 'SAVED'), { kind: 'success' });
          void navigate(`/media/${media.recId}`, { replace: true });
          return;
        }
        if (result.fields?.length) {
          setProblems(Object.fromEntries(result.fields.map((problem) => [problem.field, formatToken(intl, problem.code)])));
          return;
        }
        void alert({ message: formatToken(intl, result.code ?? 'OPERATION_NOT_SUCCEEDED') });
      },
      onError: (error) => void requestError(error),
    });

  const field = (name: InfoField, label: string, input: 'text' | 'textarea' | 'date' | 'url' = 'text') => {
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
        {input === 'textarea' ? <textarea rows={4} {...props} /> : <input type={input} {...props} />}
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
      <h2 className="media-view__title">{intl.formatMessage(m.editTitle)}</h2>
      {media.thumb && <img className="media-info__thumb" src={media.thumb} alt="" />}
      {field('title', intl.formatMessage(m.infoTitle))}
      {field('author', intl.formatMessage(m.author))}
      {field('caption', intl.formatMessage(m.infoCaption))}
      {field('description', intl.formatMessage(m.infoDescription), 'textarea')}
      {field('date', intl.formatMessage(m.infoDate), 'date')}
      {field('link', intl.formatMessage(m.infoLink), 'url')}
      <Button type="submit" className="media-info__save" isDisabled={saving}>
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}
