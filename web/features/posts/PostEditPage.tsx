import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { PostEditPageCreateMutation } from '../../__generated__/PostEditPageCreateMutation.graphql.ts';
import type { PostEditPageDeleteMutation } from '../../__generated__/PostEditPageDeleteMutation.graphql.ts';
import type { PostEditPageQuery, PostEditPageQuery$data } from '../../__generated__/PostEditPageQuery.graphql.ts';
import type { PostEditPageUpdateMutation } from '../../__generated__/PostEditPageUpdateMutation.graphql.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { Spinner, useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { type FieldProblem, validateForm } from '../forms/rules.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { PRIVACY_CHOICES, privacyLevel, privacyMessages } from '../home/timeline-item.ts';
import { type ImageSizeClass, imageSizeClass } from '../media/PhotoGallery.tsx';
import { existingUpload, UploadQueue, xhrTransport } from '../media/upload-queue.ts';
import { usePersistentUploads } from '../media/upload-store.ts';
import { useUploadsSettled } from '../media/useUploadsSettled.ts';
import { htmlToText, textToHtml } from './body-text.ts';
import { BOARD_TYPES, CHOOSABLE_TYPES, type EditTarget, editTarget, globalId, type PostType, TIMELINE_TYPES } from './edit-route.ts';
import { prependItemToLists, removeItemsFromLists } from './store.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { postMessages, typeMessage } from './messages.ts';
import { PostMediaFields } from './PostMediaFields.tsx';
import './posts.css';

/** Mood location from the device (recording §7): high accuracy, 5 s, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

const editQuery = graphql`
  query PostEditPageQuery($postId: ID!, $isEdit: Boolean!, $lessonId: ID!, $hasLesson: Boolean!) {
    viewer {
      # The {x}_pp defaults: per type on the own timeline, post_pp on a board.
      NOTE: defaultPostPrivacy(type: NOTE)
      NEWS: defaultPostPrivacy(type: NEWS)
      QUESTION: defaultPostPrivacy(type: QUESTION)
      MOOD: defaultPostPrivacy(type: MOOD)
      LESSON: defaultPostPrivacy(type: LESSON)
      SOLUTION: defaultPostPrivacy(type: SOLUTION)
      board: defaultPostPrivacy(type: NOTE, onBoard: true)
      publishTargets {
        id
        recId
        displayName
      }
    }
    post: node(id: $postId) @include(if: $isEdit) {
      ... on Post {
        id
        recId
        type
        title
        body
        lessonId
        lat
        lon
        eventAt
        mediaSize
        media {
          recId
          fileName
          mediaType
          thumb
          pres
          orig
        }
        viewerCanEdit
        viewerCanDelete
        entity {
          id
          recId
          displayName
        }
        item {
          id
          privacy
        }
      }
    }
    lesson: node(id: $lessonId) @include(if: $hasLesson) {
      ... on Post {
        id
        recId
        title
      }
    }
  }
`;

const createMutation = graphql`
  mutation PostEditPageCreateMutation($input: CreatePostInput!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostPayload {
        post {
          id
          recId
          entity {
            recId
          }
        }
        item {
          id
          time
          ...TimelineCard_item
        }
      }
      ...mutationError_error
    }
  }
`;

const updateMutation = graphql`
  mutation PostEditPageUpdateMutation($input: UpdatePostInput!) {
    updatePost(input: $input) {
      __typename
      ... on UpdatePostPayload {
        post {
          id
          title
          body
          lat
          lon
          eventAt
          entity {
            id
            recId
          }
        }
        item {
          id
          title
          summary
          privacy
        }
      }
      ...mutationError_error
    }
  }
`;

const deleteMutation = graphql`
  mutation PostEditPageDeleteMutation($input: DeletePostInput!) {
    deletePost(input: $input) {
      __typename
      ... on DeletePostPayload {
        deletedId
        deletedPostIds
        deletedItemIds
      }
    }
  }
`;

/**
 * The route component of every post editor: /post/edit/[postId], /note|mood|lesson/edit/{id},
 * /solution/edit/{lessonId}/{id}, /entity/{id}/post/ and /entity/post/edit/{id}?publish_to=.
 */
export default function PostEditPage() {
  const location = useLocation();
  const target = editTarget(location.pathname, location.search);
  return (
    <div className="posts-page">
      <Suspense fallback={<Spinner />}>
        {target ? <PostEditLoader key={location.pathname + location.search} target={target} /> : null}
      </Suspense>
    </div>
  );
}

function PostEditLoader({ target }: { target: EditTarget }) {
  const isEdit = target.kind === 'edit';
  const lessonId = target.kind === 'new' ? target.lessonId : null;
  const data = useLazyLoadQuery<PostEditPageQuery>(
    editQuery,
    {
      postId: isEdit ? globalId('Post', target.postId) : '',
      isEdit,
      lessonId: lessonId ? globalId('Post', lessonId) : '',
      hasLesson: lessonId !== null,
    },
    { fetchPolicy: 'network-only' },
  );
  const intl = useIntl();
  if (isEdit && (!data.post?.id || !data.post.viewerCanEdit)) {
    return <p className="posts-empty">{formatToken(intl, data.post?.id ? 'FORBIDDEN' : 'DATA_NOT_FOUND')}</p>;
  }
  return <PostForm target={target} data={data} />;
}

type Loaded = PostEditPageQuery$data;

interface Values {
  type: PostType;
  title: string;
  body: string;
  privacy: number;
  /** a publish target's recId, or '' for the own timeline */
  entity: string;
  lat: string;
  lon: string;
  eventAt: string;
}

function initialValues(target: EditTarget, data: Loaded): Values {
  const post = data.post;
  if (target.kind === 'edit' && post?.type) {
    return {
      type: post.type as PostType,
      title: post.title ?? '',
      body: htmlToText(post.body ?? ''),
      privacy: post.item?.privacy ?? 9,
      entity: String(target.publishTo ?? post.entity?.recId ?? ''),
      lat: post.lat === null || post.lat === undefined ? '' : String(post.lat),
      lon: post.lon === null || post.lon === undefined ? '' : String(post.lon),
      eventAt: post.eventAt ? toLocalInput(new Date(post.eventAt)) : '',
    };
  }
  const type = target.kind === 'new' ? target.type : 'NOTE';
  return {
    type,
    title: '',
    body: '',
    privacy: defaultPrivacy(data, type, target.kind === 'new' ? target.entityId : null),
    entity: target.kind === 'new' && target.entityId ? target.entityId : '',
    lat: '',
    lon: '',
    eventAt: '',
  };
}

/** The viewer's default privacy for a new post of this type, on a board or the own timeline. */
function defaultPrivacy(data: Loaded, type: PostType, entity: string | null): number {
  const { viewer } = data;
  if (entity) return viewer.board;
  return (viewer as Record<string, unknown>)[type] as number | undefined ?? viewer.NOTE;
}

function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const coordinate = (max: number) => (value: string) => {
  if (!value.trim()) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && Math.abs(number) <= max ? null : 'COORD_BAD_FORMAT';
};

function PostForm({ target, data }: { target: EditTarget; data: Loaded }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const viewer = useViewer();
  const [values, setValues] = useState(() => initialValues(target, data));
  const [changed, setChanged] = useState(false);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const guard = useUnsavedChangesGuard(changed);
  const [commitCreate, creating] = useMutation<PostEditPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<PostEditPageUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<PostEditPageDeleteMutation>(deleteMutation);
  const busy = creating || updating || deleting;
  const location = useLocation();
  const [queue] = useState(() => {
    const created = new UploadQueue(xhrTransport());
    created.attachExisting((data.post?.media ?? []).map(existingUpload));
    return created;
  });
  // Kept in IndexedDB, like a record's: a reload loses no photo and sends none twice.
  const forgetUploads = usePersistentUploads(queue, location.pathname);
  const uploadsSettled = useUploadsSettled(queue);
  const [mediaSize, setMediaSize] = useState<ImageSizeClass>(() => imageSizeClass(data.post?.mediaSize) ?? 100);
  // Any change of the photo list is a change of the form.
  useEffect(() => queue.subscribe(() => setChanged(true)), [queue]);
  const ids = { title: useId(), body: useId(), privacy: useId(), entity: useId(), type: useId(), lat: useId(), lon: useId(), eventAt: useId() };

  const isEdit = target.kind === 'edit';
  const post = data.post;
  const { type } = values;
  const isMood = type === 'MOOD';
  const hasGeolocation = 'geolocation' in navigator;
  const [autoLocate] = useState(() => isMood && !isEdit && hasGeolocation);
  const [locating, setLocating] = useState(autoLocate);
  const untitled = isMood || type === 'SOLUTION';
  const canBeOnBoard = BOARD_TYPES.includes(type);
  const targets = data.viewer.publishTargets;
  const boardOnly = !TIMELINE_TYPES.includes(type);

  const fieldLabels = useMemo(
    () => ({
      title: postMessages.title,
      body: isMood ? postMessages.moodMessage : postMessages.body,
      lat: postMessages.lat,
      lon: postMessages.lon,
      entityId: postMessages.publishTo,
      privacy: postMessages.privacy,
      lessonId: postMessages.typeLESSON,
      eventAt: postMessages.eventAt,
    }),
    [isMood],
  );
  const showFormErrors = useFormErrorDialog(fieldLabels);

  const [privacyChosen, setPrivacyChosen] = useState(isEdit);
  const set = (field: keyof Values) => (value: string | number) => {
    if (field === 'privacy') setPrivacyChosen(true);
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Until the writer picks a level, a new post follows the default of its type and place.
      if (!privacyChosen && (field === 'type' || field === 'entity')) next.privacy = defaultPrivacy(data, next.type, next.entity || null);
      return next;
    });
    setChanged(true);
    // A field's mark goes once it is edited; saving checks it again.
    const problemField = field === 'entity' ? 'entityId' : field;
    setProblems((current) => current.filter((problem) => problem.field !== problemField));
  };

  const requestPosition = () =>
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setValues((current) => ({ ...current, lat: position.coords.latitude.toFixed(6), lon: position.coords.longitude.toFixed(6) }));
      },
      (error) => {
        // A failed location is only logged (recording §7): the mood can go without one.
        setLocating(false);
        console.warn('Geolocation failed', error.code, error.message);
      },
      GEOLOCATION_OPTIONS,
    );
  const locate = () => {
    if (!hasGeolocation) return;
    setLocating(true);
    requestPosition();
  };
  useEffect(() => {
    if (autoLocate) requestPosition();
    // Only once, when a new mood form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problemFor = (field: string) => {
    const problem = problems.find((each) => each.field === field);
    return problem ? formatToken(intl, problem.code) : undefined;
  };

  const fail = (result: mutationError_error$key) => {
    const error = mutationError(result);
    if (error?.fields.length) {
      setProblems(error.fields);
      void showFormErrors(error.fields);
      return;
    }
    void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
  };

  const leave = (to: string | number) => {
    guard.markSaved();
    setChanged(false);
    void forgetUploads();
    if (typeof to === 'number') void navigate(to);
    else void navigate(to, { replace: false });
  };
  const back = (fallback: string) => leave(window.history.state?.idx > 0 ? -1 : fallback);

  const save = async () => {
    if (busy || !(await uploadsSettled())) return;
    const rules: Record<string, string> = { title: untitled ? '' : 'required', body: 'required;minlength:3', lat: 'lat', lon: 'lon' };
    const found = validateForm({ ...values, privacy: String(values.privacy) }, rules, { lat: coordinate(90), lon: coordinate(180) });
    if (boardOnly && !values.entity) found.push({ field: 'entityId', code: 'FIELD_REQUIRED' });
    setProblems(found);
    if (found.length) {
      void showFormErrors(found);
      return;
    }
    const number = (value: string) => (value.trim() ? Number(value.replace(',', '.')) : null);
    const common = {
      title: untitled ? values.title.trim() || undefined : values.title.trim(),
      body: textToHtml(values.body),
      privacy: values.privacy,
      lat: isMood ? number(values.lat) : undefined,
      lon: isMood ? number(values.lon) : undefined,
      eventAt: type === 'EVENT' && values.eventAt ? new Date(values.eventAt).toISOString() : undefined,
      mediaIds: isMood ? [] : queue.mediaIds,
      mediaSize,
    };
    const entityId = canBeOnBoard && values.entity ? globalId('Entity', values.entity) : null;
    if (isEdit && post?.id) {
      commitUpdate({
        variables: { input: { id: post.id, ...common, ...(canBeOnBoard ? { entityId } : {}) } },
        onCompleted: ({ updatePost }) => {
          if (updatePost.__typename !== 'UpdatePostPayload') return fail(updatePost);
          toast(intl.formatMessage(postMessages.saved), { kind: 'success' });
          back('/');
        },
        onError: (error) => void requestError(error),
      });
      return;
    }
    const lessonId = target.kind === 'new' && target.lessonId ? globalId('Post', target.lessonId) : undefined;
    commitCreate({
      variables: { input: { type, ...common, entityId, lessonId } },
      updater: (store, response) => {
        const created = response?.createPost;
        if (created?.__typename !== 'CreatePostPayload' || !created.item) return;
        prependItemToLists(store, created.item.id, { authorEntityId: viewer.entityId ?? null, entityRecId: created.post?.entity?.recId, type });
      },
      onCompleted: ({ createPost }) => {
        if (createPost.__typename !== 'CreatePostPayload') return fail(createPost);
        toast(intl.formatMessage(postMessages.saved), { kind: 'success' });
        if (target.kind === 'new' && target.lessonId) leave(`/entity/post/${target.lessonId}`);
        else if (createPost.post?.entity) leave(`/entity/${createPost.post.entity.recId}`);
        // Back to the timeline the writer came from (home or the own profile), the new item on top.
        else back('/');
      },
      onError: (error) => void requestError(error),
    });
  };

  const remove = async () => {
    if (!post?.id) return;
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      confirmLabel: intl.formatMessage(postMessages.delete),
      destructive: true,
    });
    if (!confirmed) return;
    commitDelete({
      variables: { input: { id: post.id } },
      updater: (store, response) => {
        const deleted = response?.deletePost;
        if (deleted?.__typename !== 'DeletePostPayload') return;
        removeItemsFromLists(store, deleted.deletedItemIds ?? [], post.entity?.recId);
      },
      onCompleted: ({ deletePost }) => {
        if (deletePost.__typename !== 'DeletePostPayload') {
          toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
          return;
        }
        toast(intl.formatMessage(postMessages.deleted), { kind: 'success' });
        leave(post.entity ? `/entity/${post.entity.recId}` : '/');
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  };

  const heading = isEdit
    ? postMessages.editPost
    : { MOOD: postMessages.newMood, LESSON: postMessages.newLesson, SOLUTION: postMessages.newSolution, NEWS: postMessages.newNews, NOTE: postMessages.newNote }[
        type as 'NOTE'
      ] ?? postMessages.newPost;
  const typeChoices = CHOOSABLE_TYPES.filter((each) => values.entity || TIMELINE_TYPES.includes(each));

  return (
    <form
      className="posts-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 className="posts-form__title">{intl.formatMessage(heading)}</h1>
      {data.lesson?.title && <p className="posts-form__hint">{intl.formatMessage(postMessages.lesson, { title: data.lesson.title })}</p>}

      {!isEdit && CHOOSABLE_TYPES.includes(type) && (
        <div className="posts-field">
          <label htmlFor={ids.type}>{intl.formatMessage(postMessages.type)}</label>
          <select id={ids.type} value={type} onChange={(event) => set('type')(event.target.value)}>
            {typeChoices.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage(typeMessage(each))}
              </option>
            ))}
          </select>
        </div>
      )}

      {canBeOnBoard && (targets.length > 0 || values.entity) && (
        <div className="posts-field">
          <label htmlFor={ids.entity}>{intl.formatMessage(postMessages.publishTo)}</label>
          <select
            id={ids.entity}
            value={values.entity}
            aria-invalid={problemFor('entityId') ? true : undefined}
            onChange={(event) => set('entity')(event.target.value)}
          >
            {!boardOnly && <option value="">{intl.formatMessage(postMessages.ownTimeline)}</option>}
            {boardOnly && !values.entity && <option value="" />}
            {targets.map((entity) => (
              <option key={entity.id} value={String(entity.recId)}>
                {entity.displayName}
              </option>
            ))}
            {values.entity && !targets.some((entity) => String(entity.recId) === values.entity) && (
              <option value={values.entity}>{post?.entity?.displayName ?? values.entity}</option>
            )}
          </select>
          {problemFor('entityId') && <span className="posts-field__error">{problemFor('entityId')}</span>}
        </div>
      )}

      {!untitled && (
        <div className="posts-field">
          <label htmlFor={ids.title}>{intl.formatMessage(postMessages.title)}</label>
          <input
            id={ids.title}
            name="title"
            value={values.title}
            maxLength={200}
            aria-invalid={problemFor('title') ? true : undefined}
            onChange={(event) => set('title')(event.target.value)}
          />
          {problemFor('title') && <span className="posts-field__error">{problemFor('title')}</span>}
        </div>
      )}

      <div className="posts-field">
        <label htmlFor={ids.body}>{intl.formatMessage(isMood ? postMessages.moodMessage : postMessages.body)}</label>
        <textarea
          id={ids.body}
          name="body"
          rows={isMood ? 3 : 8}
          value={values.body}
          aria-invalid={problemFor('body') ? true : undefined}
          onChange={(event) => set('body')(event.target.value)}
        />
        {problemFor('body') && <span className="posts-field__error">{problemFor('body')}</span>}
      </div>

      {!isMood && (
        <PostMediaFields
          queue={queue}
          size={mediaSize}
          onSizeChange={(size) => {
            setMediaSize(size);
            setChanged(true);
          }}
        />
      )}

      {type === 'EVENT' && (
        <div className="posts-field">
          <label htmlFor={ids.eventAt}>{intl.formatMessage(postMessages.eventAt)}</label>
          <input id={ids.eventAt} type="datetime-local" value={values.eventAt} onChange={(event) => set('eventAt')(event.target.value)} />
        </div>
      )}

      {isMood && (
        <fieldset className="posts-fieldset">
          <legend>{intl.formatMessage(postMessages.location)}</legend>
          <div className="posts-row">
            <div className="posts-field">
              <label htmlFor={ids.lat}>{intl.formatMessage(postMessages.lat)}</label>
              <input id={ids.lat} inputMode="decimal" value={values.lat} onChange={(event) => set('lat')(event.target.value)} />
              {problemFor('lat') && <span className="posts-field__error">{problemFor('lat')}</span>}
            </div>
            <div className="posts-field">
              <label htmlFor={ids.lon}>{intl.formatMessage(postMessages.lon)}</label>
              <input id={ids.lon} inputMode="decimal" value={values.lon} onChange={(event) => set('lon')(event.target.value)} />
              {problemFor('lon') && <span className="posts-field__error">{problemFor('lon')}</span>}
            </div>
          </div>
          <Button className="posts-button posts-button--quiet" onPress={locate} isDisabled={locating}>
            {intl.formatMessage(locating ? postMessages.locating : postMessages.useMyLocation)}
          </Button>
        </fieldset>
      )}

      <div className="posts-field">
        <label htmlFor={ids.privacy}>{intl.formatMessage(postMessages.privacy)}</label>
        <select id={ids.privacy} value={values.privacy} onChange={(event) => set('privacy')(Number(event.target.value))}>
          {PRIVACY_CHOICES.map((level) => (
            <option key={level} value={level}>
              {intl.formatMessage(privacyMessages[privacyLevel(level)])}
            </option>
          ))}
        </select>
      </div>

      <div className="posts-actions">
        {isEdit && post?.viewerCanDelete && (
          <Button className="posts-button posts-button--danger" onPress={() => void remove()} isDisabled={busy}>
            {intl.formatMessage(postMessages.delete)}
          </Button>
        )}
        <span className="posts-actions__spacer" />
        <Button className="posts-button posts-button--quiet" onPress={() => void (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'))} isDisabled={busy}>
          {intl.formatMessage(postMessages.cancel)}
        </Button>
        <Button type="submit" className="posts-button posts-button--primary" isDisabled={busy}>
          {intl.formatMessage(postMessages.save)}
        </Button>
      </div>
    </form>
  );
}
